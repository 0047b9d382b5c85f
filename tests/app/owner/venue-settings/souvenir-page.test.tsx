// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as souvenirPage from '../../../../app/owner/venue-settings/souvenir-page';
import { fakeGuestbookApi, GUESTBOOK_OFF, renderGuestbookPage, writes } from './table-souvenir-harness';

const openPage = () => renderGuestbookPage(souvenirPage, 'souvenir');
const cardOf = (name: string) => screen.getByRole('heading', { name, level: 3 }).closest('li')!;
const numbersOf = (card: HTMLElement) =>
  Object.fromEntries(
    [...card.querySelectorAll('dl > div')].map((pair) => [pair.firstChild!.textContent, pair.lastChild!.textContent]),
  );

describe('Tamu › Suvenir', () => {
  it('adds a souvenir kind with its stock and rule, and shows the stock left', async () => {
    const api = fakeGuestbookApi();
    openPage();
    expect(await screen.findByText('Belum ada suvenir. Tambahkan jenis suvenir dan stoknya.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Tambah Suvenir' }));
    const dialog = screen.getByRole('heading', { name: 'Tambah Suvenir', level: 2 }).closest('dialog')!;
    fireEvent.change(within(dialog).getByLabelText(/^Nama suvenir/), { target: { value: 'Tumbler' } });
    fireEvent.change(within(dialog).getByLabelText(/^Stok/), { target: { value: '120' } });
    expect((within(dialog).getByLabelText('Satu per tamu') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('Satu per orang yang hadir'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tambah Suvenir' }));

    expect(await screen.findByText('Suvenir Tumbler ditambahkan')).toBeTruthy();
    expect(writes(api)).toEqual([
      {
        call: 'POST /v1/invitation/inv-1/guestbook/souvenir',
        body: { name: 'Tumbler', stock: 120, rule: 'per_person' },
      },
    ]);
    const card = cardOf('Tumbler');
    expect(numbersOf(card)).toEqual({ Stok: '120', Diberikan: '0', Sisa: '120' });
    expect(within(card).getByText('Satu per orang yang hadir')).toBeTruthy();
    expect(within(card).queryByText(/Stok menipis|Stok habis/)).toBeNull();
  });

  it('shows what was handed and is left, and warns when the stock runs low or out', async () => {
    fakeGuestbookApi({
      souvenirs: [
        { id: 's-1', name: 'Gantungan kunci', stock: 1500, rule: 'per_guest', handed: 600 },
        { id: 's-2', name: 'Kipas', stock: 100, rule: 'per_person', handed: 96 },
        { id: 's-3', name: 'Kue kering', stock: 50, rule: 'per_guest', handed: 50 },
      ],
    });
    openPage();
    const plenty = await waitFor(() => cardOf('Gantungan kunci'));
    expect(numbersOf(plenty)).toEqual({ Stok: '1.500', Diberikan: '600', Sisa: '900' });
    expect(within(plenty).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('600');
    expect(within(plenty).queryByText(/Stok menipis|Stok habis/)).toBeNull();
    expect(within(cardOf('Kipas')).getByText('Stok menipis: sisa 4')).toBeTruthy();
    expect(within(cardOf('Kue kering')).getByText(/^Stok habis/)).toBeTruthy();
  });

  it("shows the server's refusal at its field and keeps what was typed", async () => {
    const api = fakeGuestbookApi({
      souvenirs: [{ id: 's-1', name: 'Kipas', stock: 100, rule: 'per_guest', handed: 30 }],
    });
    api.refuse['PUT /v1/guestbook/souvenir/s-1'] = {
      status: 400,
      body: {
        message: 'Data tidak valid',
        errors: [{ field: 'stock', message: 'Stok tidak boleh kurang dari yang sudah diberikan (30)' }],
      },
    };
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah Kipas' }));
    const dialog = screen.getByRole('heading', { name: 'Ubah Kipas', level: 2 }).closest('dialog')!;
    fireEvent.change(within(dialog).getByLabelText(/^Stok/), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan Suvenir' }));
    expect(await within(dialog).findByText('Stok tidak boleh kurang dari yang sudah diberikan (30)')).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Stok/) as HTMLInputElement).value).toBe('10');
    expect(numbersOf(cardOf('Kipas'))).toEqual({ Stok: '100', Diberikan: '30', Sisa: '70' });
  });

  it('changes a kind, and asks before deleting one', async () => {
    const api = fakeGuestbookApi({
      souvenirs: [{ id: 's-1', name: 'Kipas', stock: 100, rule: 'per_guest', handed: 30 }],
    });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah Kipas' }));
    const dialog = screen.getByRole('heading', { name: 'Ubah Kipas', level: 2 }).closest('dialog')!;
    fireEvent.change(within(dialog).getByLabelText(/^Stok/), { target: { value: '150' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan Suvenir' }));
    await waitFor(() => expect(numbersOf(cardOf('Kipas'))).toEqual({ Stok: '150', Diberikan: '30', Sisa: '120' }));

    fireEvent.click(screen.getByRole('button', { name: 'Hapus Kipas' }));
    const ask = screen.getByText('Hapus suvenir Kipas?').closest('dialog')!;
    expect(ask.textContent).toContain('30 suvenir ini sudah diberikan');
    fireEvent.click(within(ask).getByRole('button', { name: 'Batal' }));
    expect(writes(api).map((write) => write.call)).toEqual(['PUT /v1/guestbook/souvenir/s-1']);

    fireEvent.click(screen.getByRole('button', { name: 'Hapus Kipas' }));
    fireEvent.click(within(ask).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Suvenir Kipas dihapus')).toBeTruthy();
    expect(writes(api).map((write) => write.call)).toEqual([
      'PUT /v1/guestbook/souvenir/s-1',
      'DELETE /v1/guestbook/souvenir/s-1',
    ]);
  });

  it('says when the guestbook is off, with the way to switch it on', async () => {
    const api = fakeGuestbookApi({ useGuestbook: false });
    openPage();
    expect(await screen.findByText(GUESTBOOK_OFF)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Buka Pengaturan › Umum' }));
    expect(await screen.findByRole('heading', { name: 'Pengaturan Umum' })).toBeTruthy();
    expect(api.calls.filter((call) => call.path.includes('/guestbook'))).toEqual([]);
  });
});
