// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as tablePage from '../../../../app/owner/venue-settings/table-page';
import { fakeGuestbookApi, GUESTBOOK_OFF, guestOf, renderGuestbookPage, writes } from './table-souvenir-harness';

const openPage = () => renderGuestbookPage(tablePage, 'table');
const cardOf = (name: string) => screen.getByRole('heading', { name, level: 3 }).closest('li')!;
const dialogTitled = (name: string) => screen.getByRole('heading', { name, level: 2 }).closest('dialog')!;

const family = [
  guestOf('g-1', 'Budi Santoso', { group: 'Keluarga', rsvp_pax: 4 }),
  guestOf('g-2', 'Siti Rahmawati', { group: 'Keluarga', rsvp_pax: 3 }),
  guestOf('g-3', 'Joko Susilo', { group: 'Keluarga', rsvp_pax: null }),
];
const friends = [
  guestOf('g-4', 'Dewi Lestari', { group: 'Teman Kantor', rsvp_pax: 2 }),
  guestOf('g-5', 'Agus Wijaya', { group: 'Teman Kantor', rsvp_pax: 3 }),
];

describe('Tamu › Meja', () => {
  it('adds a table with its name and capacity', async () => {
    const api = fakeGuestbookApi({ guests: family });
    openPage();
    expect(await screen.findByText('Belum ada meja')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Tambah Meja' }));
    const dialog = dialogTitled('Tambah Meja');
    const name = within(dialog).getByLabelText(/^Nama meja/) as HTMLInputElement;
    expect(name.value).toBe('Meja 1');
    fireEvent.change(name, { target: { value: 'Meja Keluarga' } });
    fireEvent.change(within(dialog).getByLabelText(/^Kapasitas/), { target: { value: '8' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tambah Meja' }));

    expect(await screen.findByText('Meja Keluarga ditambahkan')).toBeTruthy();
    expect(writes(api)).toEqual([
      { call: 'POST /v1/invitation/inv-1/guestbook/table', body: { name: 'Meja Keluarga', capacity: 8 } },
    ]);
    const card = cardOf('Meja Keluarga');
    expect(within(card).getByText('8 kursi')).toBeTruthy();
    expect(card.textContent).toContain('0 dari 8 kursi terisi · 0 tamu');
  });

  it('says a refused table at its field and keeps what was typed', async () => {
    fakeGuestbookApi();
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah Meja' }));
    const dialog = dialogTitled('Tambah Meja');
    fireEvent.change(within(dialog).getByLabelText(/^Kapasitas/), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tambah Meja' }));
    expect(await within(dialog).findByText('Kapasitas harus 1 sampai 1.000 orang')).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Nama meja/) as HTMLInputElement).value).toBe('Meja 1');
  });

  it('seats a whole group at a table, counting each guest’s people', async () => {
    const api = fakeGuestbookApi({
      tables: [{ id: 't-1', name: 'Meja 1', capacity: 10 }],
      guests: [...family, ...friends],
    });
    openPage();
    await screen.findByRole('heading', { name: 'Meja 1', level: 3 });
    const unseated = screen.getByRole('heading', { name: 'Belum dapat meja' }).closest('section')!;
    expect(unseated.textContent).toContain('5 tamu · 13 orang');

    const seating = screen.getByRole('heading', { name: 'Dudukkan tamu' }).closest('section')!;
    fireEvent.click(within(seating).getByLabelText('Satu grup'));
    fireEvent.change(within(seating).getByLabelText('Grup'), { target: { value: 'Keluarga' } });
    expect(seating.textContent).toContain('3 tamu (8 orang) dipilih');
    fireEvent.click(within(seating).getByRole('button', { name: 'Dudukkan grup di Meja 1' }));

    expect(await within(seating).findByText('Grup Keluarga (3 tamu) didudukkan di Meja 1.')).toBeTruthy();
    expect(within(seating).getByRole('button', { name: 'Dudukkan di Meja 1' })).toHaveProperty('disabled', true);
    expect(writes(api)).toEqual([
      { call: 'PUT /v1/invitation/inv-1/guestbook/seating', body: { table_id: 't-1', group: 'Keluarga' } },
    ]);
    await waitFor(() => expect(cardOf('Meja 1').textContent).toContain('8 dari 10 kursi terisi · 3 tamu'));
    expect(unseated.textContent).toContain('2 tamu · 5 orang');
    expect(within(unseated).queryByText('Budi Santoso')).toBeNull();
  });

  it('warns before and after a table goes over its capacity', async () => {
    const api = fakeGuestbookApi({
      tables: [{ id: 't-1', name: 'Meja 1', capacity: 10 }],
      guests: [...family.map((guest) => ({ ...guest, table_id: 't-1' })), ...friends],
    });
    openPage();
    await waitFor(() => expect(cardOf('Meja 1').textContent).toContain('8 dari 10 kursi terisi'));
    expect(screen.queryByText(/Melebihi kapasitas/)).toBeNull();

    const seating = screen.getByRole('heading', { name: 'Dudukkan tamu' }).closest('section')!;
    fireEvent.change(within(seating).getByLabelText('Cari nama'), { target: { value: 'agus' } });
    fireEvent.click(within(seating).getByRole('checkbox', { name: /Agus Wijaya/ }));
    fireEvent.change(within(seating).getByLabelText('Cari nama'), { target: { value: '' } });
    fireEvent.change(within(seating).getAllByLabelText('Grup')[0]!, { target: { value: 'Teman Kantor' } });
    fireEvent.click(within(seating).getByRole('checkbox', { name: /Dewi Lestari/ }));
    expect(within(seating).getByText('Setelah ini Meja 1 berisi 13 orang, melebihi 10 kursi.')).toBeTruthy();
    fireEvent.click(within(seating).getByRole('button', { name: 'Dudukkan di Meja 1' }));

    expect(await within(cardOf('Meja 1')).findByText('Melebihi kapasitas: 13 dari 10 kursi')).toBeTruthy();
    expect(writes(api)).toEqual([
      {
        call: 'PUT /v1/invitation/inv-1/guestbook/seating',
        body: { table_id: 't-1', guest_ids: ['g-5', 'g-4'] },
      },
    ]);
  });

  it('says a refused seating in the seating panel and keeps the guests picked', async () => {
    const api = fakeGuestbookApi({ tables: [{ id: 't-1', name: 'Meja 1', capacity: 10 }], guests: friends });
    api.refuse['PUT /v1/invitation/inv-1/guestbook/seating'] = {
      status: 400,
      body: { message: 'Meja tidak ditemukan', errors: [{ field: 'table_id', message: 'Meja tidak ditemukan' }] },
    };
    openPage();
    const seating = (await screen.findByRole('heading', { name: 'Dudukkan tamu' })).closest('section')!;
    fireEvent.click(within(seating).getByRole('checkbox', { name: /Dewi Lestari/ }));
    fireEvent.click(within(seating).getByRole('button', { name: 'Dudukkan di Meja 1' }));
    expect(await within(seating).findByRole('alert')).toHaveProperty('textContent', 'Meja tidak ditemukan');
    expect(within(seating).getByRole('checkbox', { name: /Dewi Lestari/ })).toHaveProperty('checked', true);
    expect(api.guests.every((guest) => guest.table_id === null)).toBe(true);
  });

  it('bases a change of a table on the version listed; a stale save offers to keep editing, a removal sends it too', async () => {
    const api = fakeGuestbookApi({ tables: [{ id: 't-1', name: 'Meja 1', capacity: 10 }], versions: { 't-1': 'v-3' } });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah Meja 1' }));
    const dialog = dialogTitled('Ubah Meja 1');
    fireEvent.change(within(dialog).getByLabelText(/^Kapasitas/), { target: { value: '12' } });
    const stale = 'Data ini baru saja diubah oleh Ayu. Muat ulang untuk melihat perubahan terbaru.';
    api.refuse['PUT /v1/guestbook/table/t-1'] = { status: 409, body: { message: stale, version: 'v-5' } };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan Meja' }));
    const notice = await within(dialog).findByRole('alert');
    expect(notice.textContent).toContain(stale);
    fireEvent.click(within(notice).getByRole('button', { name: 'Tetap edit' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan Meja' }));
    expect(await screen.findByText('Meja 1 tersimpan')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Hapus Meja 1' }));
    const ask = screen.getByText('Hapus Meja 1?').closest('dialog')!;
    fireEvent.click(within(ask).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Meja 1 dihapus; tamunya kini belum dapat meja')).toBeTruthy();
    const sent = api.calls.filter((call) => call.method !== 'GET');
    expect(sent.map((call) => [call.method, call.headers?.['if-match']])).toEqual([
      ['PUT', '"v-3"'],
      ['PUT', '"v-5"'],
      // The list read after the save: the version that save made.
      ['DELETE', `"${api.versions['t-1']}"`],
    ]);
  });

  it('asks before deleting a table', async () => {
    const api = fakeGuestbookApi({
      tables: [{ id: 't-1', name: 'Meja 1', capacity: 10 }],
      guests: family.map((guest) => ({ ...guest, table_id: 't-1' })),
    });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus Meja 1' }));
    const ask = screen.getByText('Hapus Meja 1?').closest('dialog')!;
    expect(ask.textContent).toContain('3 tamu di meja ini akan kembali belum dapat meja.');
    fireEvent.click(within(ask).getByRole('button', { name: 'Batal' }));
    expect(writes(api)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Hapus Meja 1' }));
    fireEvent.click(within(ask).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Meja 1 dihapus; tamunya kini belum dapat meja')).toBeTruthy();
    expect(writes(api)).toEqual([{ call: 'DELETE /v1/guestbook/table/t-1', body: undefined }]);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Meja 1', level: 3 })).toBeNull());
  });

  it('prints the seating list table by table', async () => {
    fakeGuestbookApi({
      tables: [
        { id: 't-1', name: 'Meja 1', capacity: 10 },
        { id: 't-2', name: 'Meja 2', capacity: 4 },
      ],
      guests: [...family.map((guest) => ({ ...guest, table_id: 't-2' })), ...friends],
    });
    openPage();
    const printed = await screen.findByRole('region', { name: 'Daftar meja untuk dicetak' });
    const rows = (name: string) =>
      [
        ...within(printed)
          .getByRole('heading', { name: new RegExp(`^${name}`) })
          .parentElement!.querySelectorAll('tbody tr'),
      ].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(within(printed).getByRole('heading', { name: /^Meja 2/ }).textContent).toContain(
      'Melebihi kapasitas: 8 dari 4 kursi',
    );
    expect(rows('Meja 2')).toEqual([
      ['1', 'Budi Santoso', 'Keluarga', '4'],
      ['2', 'Joko Susilo', 'Keluarga', '1'],
      ['3', 'Siti Rahmawati', 'Keluarga', '3'],
    ]);
    expect(within(printed).getByText('Belum ada tamu.')).toBeTruthy();
    expect(rows('Belum dapat meja').map((row) => row[1])).toEqual(['Agus Wijaya', 'Dewi Lestari']);
  });

  it('says when the guestbook is off, with the way to switch it on, and calls nothing of it', async () => {
    const api = fakeGuestbookApi({ useGuestbook: false });
    openPage();
    expect(await screen.findByText(GUESTBOOK_OFF)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buka Pengaturan › Umum' }).getAttribute('href')).toBe(
      '/invitation/inv-1/setting/general',
    );
    expect(api.calls.filter((call) => call.path.includes('/guestbook'))).toEqual([]);
  });
});
