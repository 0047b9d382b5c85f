// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shrinkImage } from '../../../app/forms/widgets/image-shrink';
import { Component as ThumbnailSettingPage } from '../../../app/owner/settings/thumbnail-setting-page';
import { INVITATION_ID, invitation, renderSettingsPage, stubApi, written, type Answer } from './settings-harness';

/** XMLHttpRequest for uploadMedia: progress, then the answer `reply` gives. */
class FakeUpload {
  static reply = { status: 201, body: { data: { id: 'm1', url: '/media/ab/m1.webp', bytes: 10 } } };
  static sent = 0;
  upload = {
    onprogress: null as null | ((event: { lengthComputable: boolean; loaded: number; total: number }) => void),
  };
  onload: null | (() => void) = null;
  onerror: null | (() => void) = null;
  onabort: null | (() => void) = null;
  status = 0;
  responseText = '';
  open() {}
  setRequestHeader() {}
  send() {
    FakeUpload.sent += 1;
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      this.status = FakeUpload.reply.status;
      this.responseText = JSON.stringify(FakeUpload.reply.body);
      this.onload?.();
    }, 10);
  }
}

// The library needs a browser's canvas (tests/browser/owner-photo-shrink.test.ts): a stand-in here.
vi.mock('../../../app/forms/widgets/image-shrink', () => ({ shrinkImage: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(shrinkImage).mockReset();
});

const routes = (put?: Answer) => ({
  [`GET /v1/invitation/${INVITATION_ID}`]: {
    body: { data: invitation({ meta_description: 'Kami mengundang Anda', meta_image: '/media/old.webp' }) },
  },
  ...(put && { [`PUT /v1/invitation/${INVITATION_ID}`]: put }),
});
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
const png = (bytes = 100, type = 'image/png') => new File([new Uint8Array(bytes)], 'foto.png', { type });

describe('Settings › Thumbnail', () => {
  it('shows the image field with its Indonesian label and the link as a chat app shows it', async () => {
    stubApi(routes());
    renderSettingsPage(ThumbnailSettingPage, 'thumbnail');
    await screen.findByLabelText('Gambar thumbnail');
    const card = screen.getByRole('figure', { name: 'Contoh tampilan tautan di aplikasi chat' });
    expect(within(card).getByTestId('link-preview-image').getAttribute('src')).toBe('/media/old.webp');
    within(card).getByText('Undangan Budi & Ani');
    within(card).getByText('Kami mengundang Anda');
    within(card).getByText(window.location.host);
  });

  it('refuses a file of another type, or too large even once made smaller, at the field before uploading', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    FakeUpload.sent = 0;
    vi.mocked(shrinkImage).mockResolvedValue(png(10 * 1024 * 1024 + 1, 'image/webp'));
    stubApi(routes());
    renderSettingsPage(ThumbnailSettingPage, 'thumbnail');
    const input = await screen.findByLabelText('Gambar thumbnail');
    fireEvent.change(input, { target: { files: [png(100, 'application/pdf')] } });
    await screen.findByText('Berkas harus berupa gambar (JPEG, PNG atau WebP)');
    expect(shrinkImage).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { files: [png(10 * 1024 * 1024 + 1)] } });
    await screen.findByText('Ukuran berkas maksimal 10 MB');
    expect(shrinkImage).toHaveBeenCalledTimes(1);
    expect(FakeUpload.sent).toBe(0);
  });

  it("makes a photo over 10 MB smaller first, saying 'Memperkecil foto… 42%', then uploads it", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    FakeUpload.sent = 0;
    let finish: (file: File) => void = () => undefined;
    let percent: (value: number) => void = () => undefined;
    vi.mocked(shrinkImage).mockImplementation(
      (_file, _plan, { onProgress } = {}) =>
        new Promise((resolve) => {
          finish = resolve;
          percent = (value) => onProgress?.(value);
        }),
    );
    stubApi(routes());
    renderSettingsPage(ThumbnailSettingPage, 'thumbnail');
    fireEvent.change(await screen.findByLabelText('Gambar thumbnail'), {
      target: { files: [png(12 * 1024 * 1024, 'image/jpeg')] },
    });
    await waitFor(() => expect(shrinkImage).toHaveBeenCalledTimes(1));
    act(() => percent(42));
    expect(screen.getByRole('status').textContent).toBe('Memperkecil foto… 42%');
    expect(screen.getByRole('progressbar', { name: 'Memperkecil foto' }).getAttribute('value')).toBe('42');
    expect(FakeUpload.sent).toBe(0);
    await act(async () => finish(png(2 * 1024 * 1024, 'image/jpeg')));
    await waitFor(() => expect(screen.getByTestId('link-preview-image').getAttribute('src')).toBe('/media/ab/m1.webp'));
    expect(FakeUpload.sent).toBe(1);
    expect(screen.queryByText(/Memperkecil foto/)).toBeNull();
  });

  it('uploads, shows the new image in the card, saves it and says so', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const calls = stubApi(routes(written(invitation())));
    renderSettingsPage(ThumbnailSettingPage, 'thumbnail');
    fireEvent.change(await screen.findByLabelText('Gambar thumbnail'), { target: { files: [png()] } });
    await waitFor(() => expect(screen.getByTestId('link-preview-image').getAttribute('src')).toBe('/media/ab/m1.webp'));
    save();
    await screen.findByText('Perubahan tersimpan');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ meta_image: '/media/ab/m1.webp' });
  });

  it('shows the server’s 400 field error at its field', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    stubApi(
      routes({
        status: 400,
        body: { message: 'Data tidak valid', errors: [{ field: 'meta_image', message: 'Gambar tidak ditemukan' }] },
      }),
    );
    renderSettingsPage(ThumbnailSettingPage, 'thumbnail');
    fireEvent.change(await screen.findByLabelText('Gambar thumbnail'), { target: { files: [png()] } });
    await waitFor(() => expect(screen.getByTestId('link-preview-image').getAttribute('src')).toBe('/media/ab/m1.webp'));
    save();
    const field = screen.getByLabelText('Gambar thumbnail').closest('.ui-field') as HTMLElement;
    await within(field).findByText('Gambar tidak ditemukan');
  });

  it('shows a schema error at its field (an address that is no link)', async () => {
    stubApi({
      [`GET /v1/invitation/${INVITATION_ID}`]: { body: { data: invitation({ meta_image: 'bukan-tautan' }) } },
    });
    renderSettingsPage(ThumbnailSettingPage, 'thumbnail');
    await screen.findByLabelText('Gambar thumbnail');
    save();
    const field = screen.getByLabelText('Gambar thumbnail').closest('.ui-field') as HTMLElement;
    await within(field).findByText('Tautan harus diawali http://, https:// atau /');
  });
});
