// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USHER_SESSION_KEY } from '../../../app/api/guestbook-calls';
import * as checkInPage from '../../../app/guestbook/check-in/check-in-page';
import { doorCodeOf } from '../../../engine/guestbook/door-code';
import type { GuestbookSettings } from '../../../schemas/requests/guestbook';
import type { CheckIn } from '../../../schemas/responses/guestbook';
import { GUEST, venue } from '../../engine/guestbook/venue-fixture';

/**
 * The check-in page as an usher uses it, against stand-in answers of the guestbook's calls: find a
 * guest by name without accents, check them in with fewer people than the RSVP and one of two
 * souvenirs, then undo it (asked first). The calls the page makes are the contract's.
 */

class QuietSocket {
  onopen: (() => void) | null = null;
  onmessage: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  send() {}
  close() {}
}

type Sent = { method: string; path: string; body: unknown; authorization: string | null };

function venueServer(settings: Partial<GuestbookSettings> = {}) {
  const sent: Sent[] = [];
  let seq = 7;
  const fetch = vi.fn(async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method, path, body, authorization: new Headers(init.headers).get('authorization') });
    if (path.endsWith('/guestbook/venue')) {
      const snapshot = venue();
      return Response.json({ data: { ...snapshot, settings: { ...snapshot.settings, ...settings } } });
    }
    if (path.endsWith('/guestbook/check-in') && method === 'POST') {
      const checkIn: CheckIn = {
        ...body,
        seq: ++seq,
        guest_name: 'Pak Hendra Wijaya',
        table_name: 'Meja Melati',
        usher_name: 'Mbak Rina',
        undone: false,
      };
      return Response.json({ data: { result: 'created', check_in: checkIn } }, { status: 201 });
    }
    if (path.endsWith('/guestbook/souvenir-handout')) {
      return Response.json(
        { data: { ...body, quantity: 1, usher_name: 'Mbak Rina', handed_at: '2026-11-21T11:06:00.000Z' } },
        { status: 201 },
      );
    }
    if (method === 'DELETE') return Response.json({ data: { id: path.split('/').at(-1) } });
    return Response.json({ message: 'tidak dikenal' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  localStorage.setItem(
    USHER_SESSION_KEY,
    JSON.stringify({
      token: 'usher-token',
      invitation_id: 'undangan-1',
      name: 'Mbak Rina',
      expires_at: '2099-01-01T00:00:00.000Z',
    }),
  );
  vi.stubGlobal('WebSocket', QuietSocket);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/invitation/:id/guest/guest-book',
        loader: checkInPage.loader,
        Component: checkInPage.Component,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ['/invitation/undangan-1/guest/guest-book'] },
  );
  render(<RouterProvider router={router} />);
}

describe('the check-in page', () => {
  it('finds a guest, checks them in with the people and souvenirs chosen, and undoes it when asked', async () => {
    const sent = venueServer();
    openPage();
    await screen.findByRole('heading', { name: 'Check-in tamu' });
    expect(screen.getByText('Penerima tamu:').textContent).toContain('Mbak Rina');
    expect(screen.queryByText('← Kembali ke dasbor')).toBeNull();

    fireEvent.change(screen.getByLabelText('Cari nama tamu'), { target: { value: 'SEBASTIEN' } });
    expect(screen.getByRole('button', { name: /André Sébastien/ })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Cari nama tamu'), { target: { value: 'hendra' } });
    fireEvent.click(screen.getByRole('button', { name: /Pak Hendra Wijaya/ }));

    const panel = screen.getByRole('region', { name: 'Pak Hendra Wijaya' });
    expect(within(panel).getByText('Hadir, 4 orang')).toBeTruthy();
    expect(within(panel).getByText('Meja Melati')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Kurangi satu orang' }));
    fireEvent.click(within(panel).getByRole('checkbox', { name: /Cokelat/ }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Check-in · 3 orang' }));

    await within(panel).findByText(/^Check-in berhasil pukul/);
    await waitFor(() => expect(sent.filter((call) => call.method !== 'GET')).toHaveLength(2));
    const [checkIn, handout] = sent.filter((call) => call.method !== 'GET');
    expect(checkIn).toMatchObject({
      method: 'POST',
      path: '/v1/invitation/undangan-1/guestbook/check-in',
      body: { guest_id: GUEST.hendra, pax: 3 },
      authorization: 'Bearer usher-token',
    });
    expect(handout).toMatchObject({ body: { guest_id: GUEST.hendra, souvenir_id: 'kipas' } });
    const tiles = screen.getByLabelText('Rekap kehadiran');
    expect(within(tiles).getByText('Orang hadir').nextSibling?.textContent).toBe('3 / 6');

    fireEvent.click(within(panel).getByRole('button', { name: 'Batalkan check-in' }));
    const dialog = screen.getByText('Batalkan check-in?').closest('dialog')!;
    expect(dialog.textContent).toContain('Check-in Pak Hendra Wijaya (3 orang) dibatalkan');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, batalkan', hidden: true }));
    await waitFor(() =>
      expect(sent.at(-1)).toMatchObject({
        method: 'DELETE',
        path: `/v1/guestbook/check-in/${(checkIn!.body as { id: string }).id}`,
      }),
    );
    // The guest may be checked in again, with the people last chosen; the counts give them back.
    await within(panel).findByRole('button', { name: 'Check-in · 3 orang' });
    expect(within(tiles).getByText('Orang hadir').nextSibling?.textContent).toBe('0 / 6');
  });
  it('counts a typed door code as a use of the code: with single-use codes, the second use is flagged', async () => {
    const sent = venueServer({ single_use_codes: true });
    openPage();
    await screen.findByRole('heading', { name: 'Check-in tamu' });
    fireEvent.change(screen.getByLabelText('Cari nama tamu'), { target: { value: 'hendra' } });
    fireEvent.click(screen.getByRole('button', { name: /Pak Hendra Wijaya/ }));
    const panel = screen.getByRole('region', { name: 'Pak Hendra Wijaya' });
    fireEvent.click(within(panel).getByRole('button', { name: /^Check-in · \d+ orang$/ }));
    await within(panel).findByText(/^Check-in berhasil pukul/);
    fireEvent.click(within(panel).getByRole('button', { name: 'Tamu berikutnya' }));

    fireEvent.click(screen.getByRole('button', { name: /Ketik kode/ }));
    fireEvent.change(screen.getByLabelText(/Kode tamu/), { target: { value: doorCodeOf(GUEST.hendra) } });
    // Six characters that match one guest open their panel at once.
    const again = await screen.findByRole('region', { name: 'Pak Hendra Wijaya' });
    expect(within(again).getByText(/Kode ini sudah dipakai masuk/)).toBeTruthy();
    expect(within(again).queryByRole('button', { name: /^Check-in/ })).toBeNull();
    await waitFor(() =>
      expect(sent.filter((call) => call.path.endsWith('/guestbook/code-flag'))).toMatchObject([
        { method: 'POST', body: { guest_id: GUEST.hendra } },
      ]),
    );
  });
});
