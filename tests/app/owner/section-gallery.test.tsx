// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadMedia } from '../../../app/api/media-calls';
import { shrinkImage } from '../../../app/forms/widgets/image-shrink';
import { GalleryEditor } from '../../../app/owner/sections/content/gallery-editor';
import type { GalleryItem } from '../../../schemas/entities/gallery-item.schema';
import { renderContentEditor } from './content-editor-host';
import { ok, routedApi, type Answer, type Call } from './owner-page-harness';

/**
 * Bagian › Galeri: photos picked several at once, each checked and uploaded (two at a time) with
 * its progress, then added last; the grid moved by buttons or keyboard and saved at once (put back
 * when refused); a caption saved when its field is left; a photo deleted only after asking.
 */

vi.mock('../../../app/api/media-calls', () => ({ uploadMedia: vi.fn() }));
// The library needs a browser's canvas (tests/browser/owner-photo-shrink.test.ts): a stand-in here.
vi.mock('../../../app/forms/widgets/image-shrink', () => ({ shrinkImage: vi.fn() }));

const INVITATION_ID = 'inv-1';
const PHOTOS: GalleryItem[] = [
  { id: 'g1', image: '/media/satu.webp', index: 0, name: 'Lamaran' },
  { id: 'g2', image: '/media/dua.webp', index: 1 },
  { id: 'g3', image: '/media/tiga.webp', index: 2 },
];
const content = (gallery: GalleryItem[]) => ({
  couple: { groom: null, bride: null },
  events: [],
  stories: [],
  gallery,
  gifts: { physical: [], virtual: [], wishlist: [] },
  versions: {},
});

/** One upload the test drives: its progress, its end, or a refusal; aborting rejects it as the XHR does. */
type Upload = { file: File; progress: (fraction: number) => void; finish: () => void; fail: (message: string) => void };
let uploads: Upload[] = [];

beforeEach(() => {
  uploads = [];
  vi.mocked(uploadMedia).mockImplementation(
    (file, _kind, { onProgress, signal } = {}) =>
      new Promise((resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        uploads.push({
          file,
          progress: (fraction) => act(() => onProgress?.(fraction)),
          finish: () => resolve({ id: `m-${file.name}`, url: `/media/${file.name}.webp`, bytes: file.size }),
          fail: (message) => reject(Object.assign(new Error(message), { name: 'ApiError' })),
        });
      }),
  );
  // jsdom makes no object URLs: the thumbnails get stand-ins.
  URL.createObjectURL = (file) => `blob:${(file as File).name}`;
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The gallery API as the server answers it: photos added last, reordered, captioned and deleted. */
function galleryApi(overrides: Record<string, Answer | ((call: Call) => Answer | Promise<Answer>)> = {}) {
  let photos = [...PHOTOS];
  let next = 4;
  return routedApi({
    [`GET /v1/invitation/${INVITATION_ID}/content`]: () => ok(content(photos)),
    'POST /v1/invitation/gallery': (call) => {
      const { image } = call.body as { image: string };
      const photo = { id: `g${next++}`, image, index: photos.length };
      photos = [...photos, photo];
      return { status: 201, body: { data: photo } };
    },
    'PUT /v1/invitation/gallery/reorder': (call) => {
      const { order } = call.body as { order: string[] };
      photos = order.map((id, index) => ({ ...photos.find((photo) => photo.id === id)!, index }));
      return ok(photos);
    },
    ...Object.fromEntries(
      PHOTOS.map((photo) => [
        `PUT /v1/invitation/gallery/${photo.id}`,
        (call: Call) => {
          const saved = { id: photo.id, ...(call.body as object) } as GalleryItem;
          photos = photos.map((item) => (item.id === photo.id ? saved : item));
          return ok(saved);
        },
      ]),
    ),
    'DELETE /v1/invitation/gallery/g2': () => {
      photos = photos.filter((photo) => photo.id !== 'g2');
      return ok({ id: 'g2' });
    },
    ...overrides,
  });
}

/** The gallery editor as the section page gives it, on the API whose calls are `calls`. */
function renderGallery(calls: Call[]) {
  return { calls, ...renderContentEditor(GalleryEditor, INVITATION_ID) };
}

const image = (name: string, type = 'image/jpeg', size = 200_000) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const pick = (...files: File[]) =>
  fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files } });
const grid = () => screen.getByRole('list', { name: 'Urutan foto' });
const shownOrder = () =>
  within(grid())
    .getAllByRole('listitem')
    .map((row) => row.getAttribute('data-photo-id'));
const writes = (calls: Call[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);
const lastDraft = (onDraft: ReturnType<typeof vi.fn>) => onDraft.mock.calls.at(-1)?.[0]?.gallery as GalleryItem[];

describe('Bagian › Galeri', () => {
  it('shows the photos as square thumbnails in their order, each with its caption', async () => {
    const { onDraft } = renderGallery(galleryApi());
    await screen.findByRole('list', { name: 'Urutan foto' });
    expect(shownOrder()).toEqual(['g1', 'g2', 'g3']);
    const first = within(grid()).getByRole('img', { name: 'Foto 1: Lamaran' });
    expect([first.getAttribute('width'), first.getAttribute('height')]).toEqual(['320', '320']);
    expect(screen.getByLabelText<HTMLInputElement>('Keterangan foto 1').value).toBe('Lamaran');
    expect(screen.getByRole('button', { name: 'Geser foto 1 ke kiri' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Geser foto 3 ke kanan' })).toHaveProperty('disabled', true);
    expect(lastDraft(onDraft).map((photo) => photo.id)).toEqual(['g1', 'g2', 'g3']);
  });

  it('uploads several files two at a time with their progress, refuses a wrong one, and adds each last', async () => {
    const { calls, onDraft, onDirtyChange } = renderGallery(galleryApi());
    await screen.findByRole('list', { name: 'Urutan foto' });
    pick(
      image('pantai.jpg'),
      image('catatan.pdf', 'application/pdf'),
      image('akad-nikah-di-masjid-agung-kota.png', 'image/png', 1_572_864),
      image('resepsi.webp', 'image/webp'),
    );

    // Refused before any byte is sent, each with its reason.
    const uploadsList = screen.getByRole('list', { name: 'Foto yang diunggah' });
    const rowOf = (name: string) => within(uploadsList).getByText(name, { exact: false }).closest('li')!;
    expect(within(rowOf('catatan.pdf')).getByRole('alert').textContent).toBe(
      'Berkas harus berupa gambar (JPEG, PNG atau WebP)',
    );
    // Two at a time; the third waits its turn. Names are shortened, sizes readable.
    expect(uploads.map((upload) => upload.file.name)).toEqual(['pantai.jpg', 'akad-nikah-di-masjid-agung-kota.png']);
    const long = rowOf('akad-nikah-di-masjid-agun...');
    expect(within(long).getByText('1.5 MB')).toBeTruthy();
    expect(long.querySelector('img')?.getAttribute('src')).toBe('blob:akad-nikah-di-masjid-agung-kota.png');
    expect(rowOf('catatan.pdf').querySelector('img')).toBeNull();
    expect(within(rowOf('resepsi.webp')).getByText('Menunggu')).toBeTruthy();
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);

    uploads[0]!.progress(0.5);
    const bar = screen.getByRole('progressbar', { name: 'Mengunggah pantai.jpg' });
    expect(bar.getAttribute('value')).toBe('50');
    expect(within(rowOf('pantai.jpg')).getByText('50%')).toBeTruthy();

    await act(async () => uploads[0]!.finish());
    await waitFor(() => expect(shownOrder()).toEqual(['g1', 'g2', 'g3', 'g4']));
    expect(writes(calls, 'POST', '/v1/invitation/gallery')[0]!.body).toEqual({
      invitation_id: INVITATION_ID,
      image: '/media/pantai.jpg.webp',
    });
    expect(lastDraft(onDraft).at(-1)).toMatchObject({ id: 'g4', image: '/media/pantai.jpg.webp' });
    // Its place went to the waiting one.
    await waitFor(() => expect(uploads).toHaveLength(3));

    await act(async () => uploads[2]!.finish());
    await act(async () => uploads[1]!.finish());
    expect((await screen.findByText('3 foto ditambahkan')).getAttribute('role')).toBe('status');
    expect(shownOrder()).toEqual(['g1', 'g2', 'g3', 'g4', 'g5', 'g6']);
    expect(
      writes(calls, 'POST', '/v1/invitation/gallery').map((call) => (call.body as { image: string }).image),
    ).toEqual([
      '/media/pantai.jpg.webp',
      '/media/resepsi.webp.webp',
      '/media/akad-nikah-di-masjid-agung-kota.png.webp',
    ]);
    // The added rows go; the refused one stays to be read, until closed.
    expect(within(uploadsList).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Tutup catatan.pdf' }));
    expect(screen.queryByRole('list', { name: 'Foto yang diunggah' })).toBeNull();
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:pantai.jpg');
  });

  it('makes a photo over 10 MB smaller first, with its progress, then uploads the smaller one', async () => {
    // Each photo being made smaller, by name: its progress and its end, as the test drives them.
    const shrinking = new Map<string, { percent: (value: number) => void; finish: (file: File) => void }>();
    vi.mocked(shrinkImage).mockImplementation(
      (file, _plan, { onProgress } = {}) =>
        new Promise((resolve) => {
          shrinking.set(file.name, { percent: (value) => act(() => onProgress?.(value)), finish: resolve });
        }),
    );
    renderGallery(galleryApi());
    await screen.findByRole('list', { name: 'Urutan foto' });
    pick(
      image('IMG_0042.jpg', 'image/jpeg', 12 * 1024 * 1024),
      image('masih-besar.jpg', 'image/jpeg', 40 * 1024 * 1024),
    );
    const uploadsList = screen.getByRole('list', { name: 'Foto yang diunggah' });
    const rowOf = (name: string) => within(uploadsList).getByText(name, { exact: false }).closest('li')!;
    // Not refused at once: its turn comes, it is made smaller, nothing is sent meanwhile.
    expect(within(rowOf('IMG_0042.jpg')).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(shrinking.has('IMG_0042.jpg')).toBe(true));
    shrinking.get('IMG_0042.jpg')!.percent(42);
    expect(within(rowOf('IMG_0042.jpg')).getByText('Memperkecil foto… 42%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Memperkecil IMG_0042.jpg' }).getAttribute('value')).toBe('42');
    expect(uploads).toHaveLength(0);

    const smaller = image('IMG_0042.jpg', 'image/jpeg', 3 * 1024 * 1024);
    await act(async () => shrinking.get('IMG_0042.jpg')!.finish(smaller));
    await waitFor(() => expect(uploads.map((upload) => upload.file)).toContain(smaller));
    expect(screen.getByRole('progressbar', { name: 'Mengunggah IMG_0042.jpg' })).toBeTruthy();

    // The other one stays over the limit once made smaller: refused as the server would, never sent.
    await act(async () =>
      shrinking.get('masih-besar.jpg')!.finish(image('masih-besar.jpg', 'image/jpeg', 11 * 1024 * 1024)),
    );
    await waitFor(() =>
      expect(within(rowOf('masih-besar.jpg')).getByRole('alert').textContent).toBe('Ukuran berkas maksimal 10 MB'),
    );
    expect(uploads).toHaveLength(1);
    await act(async () => uploads[0]!.finish());
    await screen.findByText('1 foto ditambahkan, 1 gagal diunggah');
  });

  it("cancels a file with 'Batal' and says which upload failed", async () => {
    const { calls } = renderGallery(galleryApi());
    await screen.findByRole('list', { name: 'Urutan foto' });
    pick(image('satu.jpg'), image('dua.jpg'), image('tiga.jpg'));
    fireEvent.click(screen.getByRole('button', { name: 'Batal satu.jpg' }));
    // Its place goes to the next one; nothing of it is added.
    await waitFor(() => expect(uploads.map((upload) => upload.file.name)).toEqual(['satu.jpg', 'dua.jpg', 'tiga.jpg']));
    expect(screen.queryByText('satu.jpg', { exact: false })).toBeNull();
    await act(async () => uploads[1]!.fail('Gambar terlalu besar: maksimal 50 megapiksel'));
    await act(async () => uploads[2]!.finish());
    const status = await screen.findByText('1 foto ditambahkan, 1 gagal diunggah');
    expect(status.getAttribute('role')).toBe('alert');
    expect(screen.getByText('Gambar terlalu besar: maksimal 50 megapiksel')).toBeTruthy();
    expect(writes(calls, 'POST', '/v1/invitation/gallery')).toHaveLength(1);
  });

  it('moves a photo with its buttons and by keyboard, saving every id in the new order', async () => {
    const { calls, onDraft } = renderGallery(galleryApi());
    await screen.findByRole('list', { name: 'Urutan foto' });
    fireEvent.click(screen.getByRole('button', { name: 'Geser foto 1 ke kanan' }));
    await screen.findByText('Urutan tersimpan');
    expect(shownOrder()).toEqual(['g2', 'g1', 'g3']);
    expect(writes(calls, 'PUT', '/v1/invitation/gallery/reorder')[0]!.body).toEqual({
      invitation_id: INVITATION_ID,
      order: ['g2', 'g1', 'g3'],
    });
    expect(lastDraft(onDraft).map((photo) => photo.id)).toEqual(['g2', 'g1', 'g3']);

    // dnd-kit measures the photos to find the next place: one row of squares 100 px wide.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const tile = this.closest('li');
      const index = tile?.parentElement ? [...tile.parentElement.children].indexOf(tile) : 0;
      const left = index * 110;
      return {
        x: left,
        y: 0,
        top: 0,
        left,
        right: left + 100,
        bottom: 100,
        width: 100,
        height: 100,
        toJSON() {},
      } as DOMRect;
    });
    const handle = screen.getByRole('button', { name: 'Pindahkan foto 3' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    fireEvent.keyDown(document.activeElement ?? handle, { code: 'ArrowLeft', key: 'ArrowLeft' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    fireEvent.keyDown(document.activeElement ?? handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(writes(calls, 'PUT', '/v1/invitation/gallery/reorder')).toHaveLength(2));
    expect((writes(calls, 'PUT', '/v1/invitation/gallery/reorder')[1]!.body as { order: string[] }).order).toEqual([
      'g2',
      'g3',
      'g1',
    ]);
    expect(shownOrder()).toEqual(['g2', 'g3', 'g1']);
  });

  it('puts the order back and says why when the server refuses it', async () => {
    const message = 'Urutan harus memuat setiap isi undangan ini tepat satu kali';
    let refuse = () => {};
    const refused = new Promise<Answer>((resolve) => {
      refuse = () => resolve({ status: 400, body: { message } });
    });
    renderGallery(galleryApi({ 'PUT /v1/invitation/gallery/reorder': () => refused }));
    await screen.findByRole('list', { name: 'Urutan foto' });
    fireEvent.click(screen.getByRole('button', { name: 'Geser foto 3 ke kiri' }));
    // Shown at once, before the server answers.
    await waitFor(() => expect(shownOrder()).toEqual(['g1', 'g3', 'g2']));
    refuse();
    expect((await screen.findByRole('alert')).textContent).toBe(`Urutan gagal disimpan. ${message}`);
    expect(shownOrder()).toEqual(['g1', 'g2', 'g3']);
  });

  it('saves a caption when its field is left, with the photo as it is', async () => {
    const { calls, onDraft, onDirtyChange } = renderGallery(galleryApi());
    await screen.findByRole('list', { name: 'Urutan foto' });
    const caption = screen.getByLabelText('Keterangan foto 2');
    fireEvent.change(caption, { target: { value: 'Akad nikah' } });
    expect(lastDraft(onDraft)[1]).toEqual({ id: 'g2', image: '/media/dua.webp', index: 1, name: 'Akad nikah' });
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    fireEvent.blur(caption);
    await screen.findByText('Keterangan tersimpan');
    expect(writes(calls, 'PUT', '/v1/invitation/gallery/g2')[0]!.body).toEqual({
      image: '/media/dua.webp',
      index: 1,
      name: 'Akad nikah',
    });
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));

    // A caption cleared is sent without one.
    const first = screen.getByLabelText('Keterangan foto 1');
    fireEvent.change(first, { target: { value: '' } });
    fireEvent.keyDown(first, { key: 'Enter' });
    await waitFor(() => expect(writes(calls, 'PUT', '/v1/invitation/gallery/g1')).toHaveLength(1));
    expect(writes(calls, 'PUT', '/v1/invitation/gallery/g1')[0]!.body).toEqual({ image: '/media/satu.webp', index: 0 });
  });

  it('deletes a photo only after asking', async () => {
    const { calls } = renderGallery(galleryApi());
    await screen.findByRole('list', { name: 'Urutan foto' });
    fireEvent.click(screen.getByRole('button', { name: 'Hapus foto 2' }));
    const dialog = screen.getByText('Hapus foto?').closest('dialog')!;
    expect(within(dialog).getByRole('img', { name: 'Foto 2', hidden: true })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal', hidden: true }));
    expect(writes(calls, 'DELETE', '/v1/invitation/gallery/g2')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Hapus foto 2' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hapus', hidden: true }));
    await screen.findByText('Foto dihapus');
    expect(writes(calls, 'DELETE', '/v1/invitation/gallery/g2')).toHaveLength(1);
    expect(shownOrder()).toEqual(['g1', 'g3']);
  });
});
