// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGuestApi, guestOf, ID, listQueries, renderGuestList, SLUG } from '../guests/guest-list-harness';

const downloads = vi.hoisted(() => [] as { name: string; text: string }[]);
vi.mock('../../../../app/owner/kit/download-file', () => ({
  downloadFile: (name: string, content: string) => downloads.push({ name, text: content }),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const personalLink = (code: string) => `${window.location.origin}/${SLUG}?to=${code}`;
const table = () => screen.getByRole('table', { name: /Daftar tamu/ });
const rowOf = (name: string) =>
  within(table())
    .getByRole('rowheader', { name: new RegExp(name) })
    .closest('tr')!;
const writes = (api: ReturnType<typeof fakeGuestApi>) => api.calls.filter((call) => call.method !== 'GET');

const BUDI = guestOf({
  rsvp: [
    { event_id: 'ev-1', is_attend: true, pax: 3 },
    { event_id: 'ev-2', is_attend: false, pax: 0 },
  ],
  sent_at: '2026-11-25T07:05:00.000Z',
});
const SITI = guestOf({
  id: 'g-2',
  name: 'Siti Aminah',
  group: null,
  whatsapp_number: null,
  code: 'kode-siti',
});

describe('/invitation/{id}/guest/list', () => {
  it('shows each guest: name, group, number, answer per event and whether the link went out', async () => {
    fakeGuestApi({ guests: [BUDI, SITI] });
    renderGuestList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Daftar Tamu' })).toBeTruthy();
    const budi = await waitFor(() => rowOf('Budi Santoso'));
    expect(within(budi).getByText('Keluarga')).toBeTruthy();
    expect(within(budi).getByText('+62 812 3456 7890')).toBeTruthy();
    expect(budi.textContent).toContain('Akad Nikah: Hadir · 3 orang');
    expect(budi.textContent).toContain('Resepsi: Berhalangan');
    expect(within(budi).getByText(/^Terkirim/).textContent).toMatch(/^Terkirim \d{1,2} Nov \d{2}\.05$/);
    const siti = rowOf('Siti Aminah');
    expect(siti.textContent).toContain('Akad Nikah: Belum menjawab');
    expect(within(siti).getByText('Belum dikirim')).toBeTruthy();
    expect(within(siti).getByText('Tanpa nomor')).toBeTruthy();
    expect(screen.getByText('Menampilkan 1–2 dari 2 tamu')).toBeTruthy();
  });

  it('asks the server for the search, the filters and the order, and keeps them in the address', async () => {
    const api = fakeGuestApi({ guests: [BUDI, SITI] });
    const { router } = renderGuestList();
    await waitFor(() => rowOf('Budi Santoso'));
    expect(listQueries(api).at(-1)).toEqual({ sort: '-created_at', page: '1', pageSize: '25' });

    fireEvent.change(screen.getByLabelText('Cari'), { target: { value: 'budi' } });
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ q: 'budi', page: '1' }));
    expect(screen.getByPlaceholderText('Cari nama, grup atau nomor')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('RSVP'), { target: { value: 'attending' } });
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ q: 'budi', rsvp: 'attending' }));
    fireEvent.change(screen.getByLabelText('Tautan'), { target: { value: 'unsent' } });
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ sent: 'unsent' }));
    fireEvent.change(screen.getByLabelText('Grup'), { target: { value: 'Keluarga' } });
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ group: 'Keluarga' }));
    fireEvent.change(screen.getByLabelText('Urutkan'), { target: { value: 'name' } });
    await waitFor(() =>
      expect(listQueries(api).at(-1)).toEqual({
        q: 'budi',
        rsvp: 'attending',
        sent: 'unsent',
        group: 'Keluarga',
        sort: 'name',
        page: '1',
        pageSize: '25',
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      q: 'budi',
      rsvp: 'attending',
      sent: 'unsent',
      group: 'Keluarga',
      sort: 'name',
    });
  });

  it('opens with the filters the address holds', async () => {
    const api = fakeGuestApi({ guests: [BUDI] });
    renderGuestList('?rsvp=declining&sort=-sent_at&q=siti&page=2');
    await waitFor(() =>
      expect(listQueries(api).at(-1)).toMatchObject({ q: 'siti', rsvp: 'declining', sort: '-sent_at', page: '2' }),
    );
    expect((await screen.findByLabelText<HTMLInputElement>('Cari')).value).toBe('siti');
    expect(screen.getByLabelText<HTMLSelectElement>('RSVP').value).toBe('declining');
  });

  it('pages through the guests on the server, 25 at a time, counting in Indonesian', async () => {
    const page = Array.from({ length: 25 }, (_, index) =>
      guestOf({ id: `p-${index}`, name: `Tamu ${index + 1}`, code: `kode-${index}` }),
    );
    const api = fakeGuestApi({ guests: page, meta: { total: 1234, all: 1300 } });
    const { router } = renderGuestList();
    expect(await screen.findByText('Menampilkan 1–25 dari 1.234 tamu')).toBeTruthy();
    expect(screen.getByText('Halaman 1 dari 50')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Berikutnya' }));
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ page: '2', pageSize: '25' }));
    expect(await screen.findByText('Menampilkan 26–50 dari 1.234 tamu')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    fireEvent.click(screen.getByRole('button', { name: 'Sebelumnya' }));
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ page: '1' }));
  });

  it('adds a guest, sending the number as +62…', async () => {
    const api = fakeGuestApi({ guests: [SITI] });
    renderGuestList();
    await waitFor(() => rowOf('Siti Aminah'));
    fireEvent.click(screen.getByRole('button', { name: 'Tambah Tamu' }));
    fireEvent.change(screen.getByLabelText(/^Nama tamu/), { target: { value: 'Budi Santoso' } });
    fireEvent.change(screen.getByLabelText(/^Nomor WhatsApp/), { target: { value: '0812-3456-7890' } });
    expect(screen.getByPlaceholderText('0812 3456 7890')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Tamu', hidden: true }));
    await waitFor(() =>
      expect(writes(api)).toEqual([
        {
          method: 'POST',
          path: `/v1/invitation/${ID}/guest`,
          body: { name: 'Budi Santoso', whatsapp_number: '+6281234567890', seats: 2 },
        },
      ]),
    );
    expect(await screen.findByText('Tamu Budi Santoso ditambahkan')).toBeTruthy();
    await waitFor(() => rowOf('Budi Santoso'));
    expect(screen.queryByLabelText(/^Nama tamu/)).toBeNull();
  });

  it('refuses a number that is no WhatsApp number and sends nothing', async () => {
    const api = fakeGuestApi({ guests: [SITI] });
    renderGuestList();
    await waitFor(() => rowOf('Siti Aminah'));
    fireEvent.click(screen.getByRole('button', { name: 'Tambah Tamu' }));
    fireEvent.change(screen.getByLabelText(/^Nama tamu/), { target: { value: 'Budi' } });
    fireEvent.change(screen.getByLabelText(/^Nomor WhatsApp/), { target: { value: '0212-345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Tamu', hidden: true }));
    expect(await screen.findByText('Format nomor WhatsApp tidak valid')).toBeTruthy();
    expect(writes(api)).toEqual([]);
  });

  it("shows the server's refusal of a number another guest has at the number", async () => {
    const api = fakeGuestApi({ guests: [SITI] });
    renderGuestList();
    await waitFor(() => rowOf('Siti Aminah'));
    fireEvent.click(screen.getByRole('button', { name: 'Tambah Tamu' }));
    fireEvent.change(screen.getByLabelText(/^Nama tamu/), { target: { value: 'Budi' } });
    const number = screen.getByLabelText(/^Nomor WhatsApp/);
    fireEvent.change(number, { target: { value: '+62 812 3456 7890' } });
    api.failNextWrite = { status: 409, body: { message: 'Nomor WhatsApp ini sudah dipakai tamu lain' } };
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Tamu', hidden: true }));
    const field = number.closest('.ui-field') as HTMLElement;
    expect(await within(field).findByText('Nomor WhatsApp ini sudah dipakai tamu lain')).toBeTruthy();
    expect((screen.getByLabelText(/^Nama tamu/) as HTMLInputElement).value).toBe('Budi');
  });

  it('changes a guest: the form starts from them, and a group emptied is sent as none', async () => {
    const api = fakeGuestApi({ guests: [BUDI] });
    renderGuestList();
    await waitFor(() => rowOf('Budi Santoso'));
    fireEvent.click(screen.getByRole('button', { name: 'Lainnya untuk Budi Santoso' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ubah Budi Santoso' }));
    expect((screen.getByLabelText(/^Nama tamu/) as HTMLInputElement).value).toBe('Budi Santoso');
    expect((screen.getByLabelText(/^Nomor WhatsApp/) as HTMLInputElement).value).toBe('+62 812 3456 7890');
    const dialog = screen.getByRole('heading', { name: 'Ubah tamu Budi Santoso', hidden: true }).closest('dialog')!;
    expect((within(dialog).getByLabelText(/^Grup/) as HTMLInputElement).value).toBe('Keluarga');
    fireEvent.change(within(dialog).getByLabelText(/^Grup/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Tamu', hidden: true }));
    await waitFor(() =>
      expect(writes(api)).toEqual([
        {
          method: 'PUT',
          path: '/v1/guest/g-1',
          body: { name: 'Budi Santoso', whatsapp_number: '+6281234567890', seats: 2, vip: false },
        },
      ]),
    );
    expect(await screen.findByText('Tamu Budi Santoso tersimpan')).toBeTruthy();
  });

  it('bases a change on the version the list read; a save refused as stale offers reload or keep editing', async () => {
    const api = fakeGuestApi({ guests: [{ ...BUDI, version: 'v-7' }] });
    renderGuestList();
    await waitFor(() => rowOf('Budi Santoso'));
    fireEvent.click(screen.getByRole('button', { name: 'Lainnya untuk Budi Santoso' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ubah Budi Santoso' }));
    fireEvent.change(screen.getByLabelText(/^Nama tamu/), { target: { value: 'Pak Budi' } });
    const stale = 'Data ini baru saja diubah oleh Ayu. Muat ulang untuk melihat perubahan terbaru.';
    api.failNextWrite = { status: 409, body: { message: stale, version: 'v-9' } };
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Tamu', hidden: true }));
    const notice = await screen.findByRole('alert', { hidden: true });
    expect(notice.textContent).toContain(stale);
    // Not read as a number another guest has: nothing is said at the number.
    expect(screen.queryByText(stale, { selector: '.ui-field *' })).toBeNull();
    expect((screen.getByLabelText(/^Nama tamu/) as HTMLInputElement).value).toBe('Pak Budi');

    fireEvent.click(within(notice).getByRole('button', { name: 'Tetap edit', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Tamu', hidden: true }));
    await waitFor(() => expect(writes(api)).toHaveLength(2));
    expect(writes(api).map((call) => [call.method, call.headers?.['if-match']])).toEqual([
      ['PUT', '"v-7"'],
      ['PUT', '"v-9"'],
    ]);
    expect(await screen.findByText('Tamu Pak Budi tersimpan')).toBeTruthy();
  });

  it('asks before deleting a guest, then deletes them and reads the list again', async () => {
    const api = fakeGuestApi({ guests: [BUDI, SITI] });
    renderGuestList();
    await waitFor(() => rowOf('Budi Santoso'));
    const openDelete = () => {
      fireEvent.click(screen.getByRole('button', { name: 'Lainnya untuk Budi Santoso' }));
      fireEvent.click(screen.getByRole('button', { name: 'Hapus Budi Santoso' }));
    };
    openDelete();
    const dialog = screen.getByText('Hapus tamu Budi Santoso?').closest('dialog')!;
    expect(within(dialog).getByText(/Jawaban RSVP dan tautan pribadi Budi Santoso ikut terhapus/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal', hidden: true }));
    expect(writes(api)).toEqual([]);

    openDelete();
    const reads = listQueries(api).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hapus', hidden: true }));
    expect(await screen.findByText('Tamu Budi Santoso dihapus')).toBeTruthy();
    expect(writes(api)).toEqual([{ method: 'DELETE', path: '/v1/guest/g-1', body: undefined }]);
    expect(listQueries(api).length).toBeGreaterThan(reads);
    await waitFor(() => expect(within(table()).queryByRole('rowheader', { name: /Budi Santoso/ })).toBeNull());
  });

  it("sends the personal link in the guest's WhatsApp chat, and marks it sent", async () => {
    const api = fakeGuestApi({ guests: [guestOf()], caption: 'Kepada {nama}, buka {link} ya.' });
    renderGuestList();
    await waitFor(() => rowOf('Budi Santoso'));
    const link = await screen.findByRole('link', { name: 'Kirim via WhatsApp ke Budi Santoso' });
    await waitFor(() =>
      expect(new URL(link.getAttribute('href')!).searchParams.get('text')).toBe(
        `Kepada Budi Santoso, buka ${personalLink('kode-budi')} ya.`,
      ),
    );
    const url = new URL(link.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/6281234567890');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(rowOf('Budi Santoso')).getByText('Belum dikirim')).toBeTruthy();

    fireEvent.click(link);
    await waitFor(() => expect(writes(api)).toEqual([{ method: 'POST', path: '/v1/guest/g-1/sent', body: undefined }]));
    await waitFor(() => expect(within(rowOf('Budi Santoso')).getByText(/^Terkirim/)).toBeTruthy());
  });

  it('lets WhatsApp pick the chat for a guest without a number', async () => {
    fakeGuestApi({ guests: [SITI] });
    renderGuestList();
    const link = await screen.findByRole('link', { name: 'Kirim via WhatsApp ke Siti Aminah' });
    const url = new URL(link.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toContain(personalLink('kode-siti'));
    expect(url.searchParams.get('text')).toContain('Siti Aminah');
  });

  it("copies a guest's personal link", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fakeGuestApi({ guests: [BUDI] });
    renderGuestList();
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Salin tautan Budi Santoso' }));
    });
    expect(writeText).toHaveBeenCalledWith(personalLink('kode-budi'));
    expect(await screen.findByText('Tautan pribadi Budi Santoso disalin')).toBeTruthy();
  });

  it('shows the RSVP results per event: attending, declining, not answered and people', async () => {
    fakeGuestApi({ guests: [BUDI] });
    renderGuestList();
    const results = await screen.findByRole('region', { name: 'Hasil RSVP' });
    const perEvent = within(results).getByRole('table', { name: 'Jawaban per acara' });
    expect(
      within(perEvent)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Jawaban', 'Akad Nikah (utama)', 'Resepsi']);
    const cells = (label: string) =>
      within(within(perEvent).getByRole('rowheader', { name: label }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Hadir')).toEqual(['10', '11']);
    expect(cells('Berhalangan')).toEqual(['3', '4']);
    // Every guest but those who answered for the event: 20 - 10 - 3 and 20 - 11 - 4.
    expect(cells('Belum menjawab')).toEqual(['7', '5']);
    expect(cells('Jumlah orang hadir')).toEqual(['22', '25']);
    expect(cells('Kursi diundang')).toEqual(['60', '60']);
    expect(within(results).getByRole('button', { name: 'Ekspor jawaban RSVP' })).toBeTruthy();
  });

  it('exports every guest as CSV with their personal links, and the answers on their own', async () => {
    downloads.length = 0;
    const api = fakeGuestApi({ guests: [BUDI, SITI] });
    renderGuestList();
    await waitFor(() => rowOf('Budi Santoso'));
    fireEvent.click(screen.getByRole('button', { name: 'Ekspor CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(listQueries(api).at(-1)).toEqual({ page: '1', pageSize: '5000' });
    expect(downloads[0]!.name).toBe(`tamu-${SLUG}.csv`);
    expect(downloads[0]!.text).toContain('Budi Santoso');
    expect(downloads[0]!.text).toContain(personalLink('kode-siti'));

    fireEvent.click(screen.getByRole('button', { name: 'Ekspor jawaban RSVP' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(listQueries(api).at(-1)).toEqual({ rsvp: 'answered', page: '1', pageSize: '5000' });
    expect(downloads[1]!.name).toBe(`rsvp-${SLUG}.csv`);
  });

  it("opens the CSV import, and the list's 'Tambah Tamu' form gives the focus back when closed", async () => {
    fakeGuestApi({ guests: [BUDI] });
    renderGuestList();
    await waitFor(() => rowOf('Budi Santoso'));
    fireEvent.click(screen.getByRole('button', { name: 'Impor CSV' }));
    expect(screen.getByRole('heading', { name: 'Impor Tamu dari CSV', hidden: true })).toBeTruthy();
    cleanup();

    fakeGuestApi({ guests: [BUDI] });
    renderGuestList();
    await waitFor(() => rowOf('Budi Santoso'));
    const add = screen.getByRole('button', { name: 'Tambah Tamu' });
    add.focus();
    fireEvent.click(add);
    const form = screen.getByRole('heading', { name: 'Tambah Tamu', hidden: true }).closest('dialog')!;
    fireEvent.click(within(form).getByRole('button', { name: 'Batal', hidden: true }));
    expect(screen.queryByRole('heading', { name: 'Tambah Tamu', hidden: true })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(add));
  });

  it('tells an owner without guests how to add them, and a search without match how to see all', async () => {
    fakeGuestApi({ guests: [] });
    renderGuestList();
    expect(await screen.findByText('Belum ada tamu. Tambahkan tamu satu per satu atau impor dari CSV.')).toBeTruthy();
    cleanup();

    const api = fakeGuestApi({ guests: [], meta: { all: 12, groups: ['Keluarga'] } });
    renderGuestList('?q=zzz&rsvp=attending');
    expect(await screen.findByText('Tidak ada tamu yang cocok.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hapus saringan' }));
    await waitFor(() => expect(listQueries(api).at(-1)).toEqual({ sort: '-created_at', page: '1', pageSize: '25' }));
    expect((screen.getByLabelText('Cari') as HTMLInputElement).value).toBe('');
  });
});
