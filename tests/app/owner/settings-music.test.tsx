// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as MusicSettingPage } from '../../../app/owner/settings/music-setting-page';
import { DEFAULT_SONG } from '../../../engine/music/default-song';
import { renderOwnerPage, stubApi, type Call } from './owner-page-harness';
import { invitation } from './settings-harness';

/**
 * 'Musik': the current song (or the default) to play; a new song checked for format and size
 * before anything is sent, uploaded with its progress and a cancel, then saved; 'Pakai Lagu
 * Bawaan' asks first and clears the song.
 */

/** XMLHttpRequest as the test drives it: each upload waits in `uploads` for progress and an answer. */
class FakeUpload {
  static uploads: FakeUpload[] = [];
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  status = 0;
  responseText = '';
  body?: FormData;
  open() {}
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeUpload.uploads.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

let song: string | undefined;
let calls: Call[];

beforeEach(() => {
  FakeUpload.uploads = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  song = undefined;
  calls = stubApi((call) => {
    if (call.method === 'GET' && call.path === '/v1/invitation/inv-1')
      return { body: { data: invitation({ slug: 'raka-ayu', plan: null, ...(song && { song }) }) } };
    if (call.method === 'PUT' && call.path === '/v1/invitation/inv-1') {
      song = (call.body as { song: string | null }).song ?? undefined;
      return { body: { data: { id: 'inv-1', slug: 'raka-ayu', song } } };
    }
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = async () => {
  renderOwnerPage(MusicSettingPage, '/invitation/:id/setting/music', '/invitation/inv-1/setting/music');
  await screen.findByRole('heading', { level: 2, name: 'Lagu saat ini' });
};

/** A file of `size` bytes without allocating it. */
function fileOf(name: string, type: string, size: number) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
const choose = (file: File) => fireEvent.change(screen.getByLabelText('Berkas lagu'), { target: { files: [file] } });
const saves = () => calls.filter((call) => call.method === 'PUT');

describe('Musik', () => {
  it('plays the default song when the invitation has none, loading nothing before play', async () => {
    await open();
    expect(screen.getByText('Lagu bawaan')).toBeTruthy();
    const audio = document.querySelector('audio')!;
    expect(audio.getAttribute('src')).toBe(DEFAULT_SONG);
    expect(audio.getAttribute('preload')).toBe('none');
    expect(screen.getByRole('button', { name: 'Putar Lagu bawaan' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pakai Lagu Bawaan' })).toBeNull();
  });

  it('refuses a 20 MB song and a text file with their messages, before any upload', async () => {
    await open();
    choose(fileOf('lagu.mp3', 'audio/mpeg', 20 * 1024 * 1024));
    expect((await screen.findByRole('alert')).textContent).toBe('Ukuran lagu maksimal 15 MB');
    choose(fileOf('catatan.txt', 'text/plain', 100));
    expect((await screen.findByRole('alert')).textContent).toBe('Berkas harus berupa audio MP3, M4A, OGG atau WAV');
    choose(fileOf('lagu.mp3', 'text/plain', 100));
    expect((await screen.findByRole('alert')).textContent).toBe('Berkas harus berupa audio MP3, M4A, OGG atau WAV');
    expect(FakeUpload.uploads).toHaveLength(0);
    expect(saves()).toHaveLength(0);
  });

  it('shows the upload progress, then saves the uploaded song and plays it', async () => {
    await open();
    choose(fileOf('Lagu Kita.m4a', 'audio/mp4', 4 * 1024 * 1024));
    const bar = await screen.findByRole('progressbar', { name: 'Unggahan lagu' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    const upload = FakeUpload.uploads[0]!;
    expect(upload.body?.get('kind')).toBe('song');
    upload.progress(1, 4);
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    upload.progress(4, 4);
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    upload.answer(201, { data: { id: 'm1', url: '/media/ab/lagu-kita.m4a', bytes: 4 } });
    await screen.findByText('Lagu tersimpan');
    expect(saves().map((call) => call.body)).toEqual([{ song: '/media/ab/lagu-kita.m4a' }]);
    await waitFor(() => expect(document.querySelector('audio')!.getAttribute('src')).toBe('/media/ab/lagu-kita.m4a'));
    expect(screen.getByText('Lagu Anda')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('cancels an upload, saving nothing', async () => {
    await open();
    choose(fileOf('lagu.wav', 'audio/wav', 1024));
    await screen.findByRole('progressbar');
    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unggahan dibatalkan.');
    expect(saves()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Unggah Lagu' })).toBeTruthy();
  });

  it('says why the server refused an upload', async () => {
    await open();
    choose(fileOf('lagu.ogg', 'audio/ogg', 1024));
    await screen.findByRole('progressbar');
    FakeUpload.uploads[0]!.answer(400, { message: 'Berkas lagu tidak terbaca' });
    expect((await screen.findByRole('alert')).textContent).toBe('Lagu gagal diunggah. Berkas lagu tidak terbaca');
    expect(saves()).toHaveLength(0);
  });

  it("'Pakai Lagu Bawaan' asks first, then clears the song", async () => {
    song = '/media/ab/lagu-lama.mp3';
    await open();
    await screen.findByText('Lagu Anda');
    fireEvent.click(screen.getByRole('button', { name: 'Pakai Lagu Bawaan' }));
    const dialog = screen.getByText('Pakai lagu bawaan?').closest('dialog')!;
    expect(saves()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pakai Lagu Bawaan', hidden: true }));
    await screen.findByText('Lagu bawaan dipakai');
    expect(saves().map((call) => call.body)).toEqual([{ song: null }]);
    await waitFor(() => expect(document.querySelector('audio')!.getAttribute('src')).toBe(DEFAULT_SONG));
  });
});
