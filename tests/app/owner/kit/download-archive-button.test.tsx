// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEYS } from '../../../../app/api/tokens';
import { DownloadArchiveButton } from '../../../../app/owner/kit/download-archive-button';

const ARCHIVE = '/v1/invitation/inv-1/export';

/** What the page saved: each object URL's blob, and each clicked link's file name. */
let blobs: Blob[];
let saved: string[];
beforeEach(() => {
  blobs = [];
  saved = [];
  localStorage.setItem(TOKEN_KEYS.access, 'akses-pemilik');
  // jsdom has no object URLs: each blob saved is kept instead (this file runs in its own jsdom).
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:arsip-${blobs.length}`;
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** fetch answering the archive with `answer` once `release` is called; the calls kept. */
function archiveServer(answer: () => Response) {
  let release = () => {};
  const calls: { path: string; authorization: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      calls.push({ path, authorization: new Headers(init.headers).get('authorization') });
      await new Promise<void>((resolve) => (release = resolve));
      return answer();
    }),
  );
  return { calls, release: () => release() };
}

const BYTES = [0x50, 0x4b, 3, 4];
/** A ZIP answer whose blob is the page's own Blob (jsdom's), as a browser's fetch gives it. */
function zip(disposition?: string) {
  const response = new Response(new Uint8Array(BYTES), {
    headers: { 'content-type': 'application/zip', ...(disposition ? { 'content-disposition': disposition } : {}) },
  });
  return Object.assign(response, { blob: async () => new Blob([new Uint8Array(BYTES)], { type: 'application/zip' }) });
}

describe('Unduh semua data', () => {
  it('downloads the ZIP with the owner’s token under the name the server gives, saying so while it is prepared', async () => {
    const server = archiveServer(() => zip('attachment; filename="undangan-rina-dimas-2026-11-25.zip"'));
    render(<DownloadArchiveButton invitationId="inv-1" slug="rina-dimas" />);
    expect(
      screen.getByText('Semua data undangan (tamu, RSVP, ucapan, kado, isi bagian) dalam satu berkas ZIP.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unduh semua data' }));

    const busy = await screen.findByRole('button', { name: 'Menyiapkan arsip…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(server.calls).toEqual([{ path: ARCHIVE, authorization: 'Bearer akses-pemilik' }]);
    server.release();

    await screen.findByRole('button', { name: 'Unduh semua data' });
    expect(saved).toEqual(['undangan-rina-dimas-2026-11-25.zip']);
    expect(blobs).toHaveLength(1);
    expect(blobs[0]).toBeInstanceOf(Blob);
    expect(blobs[0]).toMatchObject({ size: BYTES.length, type: 'application/zip' });
  });

  it('names the file by the slug when the server gives no name', async () => {
    const server = archiveServer(() => zip());
    render(<DownloadArchiveButton invitationId="inv-1" slug="rina-dimas" />);
    fireEvent.click(screen.getByRole('button', { name: 'Unduh semua data' }));
    await waitFor(() => expect(server.calls).toHaveLength(1));
    server.release();
    await waitFor(() => expect(saved).toEqual(['data-undangan-rina-dimas.zip']));
  });

  it("shows the API's message beside the button when the archive fails, and nothing is saved", async () => {
    const server = archiveServer(
      () => new Response(JSON.stringify({ message: 'Arsip gagal disiapkan. Coba lagi.' }), { status: 500 }),
    );
    render(<DownloadArchiveButton invitationId="inv-1" slug="rina-dimas" />);
    fireEvent.click(screen.getByRole('button', { name: 'Unduh semua data' }));
    await waitFor(() => expect(server.calls).toHaveLength(1));
    server.release();
    expect((await screen.findByRole('alert')).textContent).toBe('Arsip gagal disiapkan. Coba lagi.');
    expect((screen.getByRole('button', { name: 'Unduh semua data' }) as HTMLButtonElement).disabled).toBe(false);
    expect(saved).toEqual([]);
  });
});
