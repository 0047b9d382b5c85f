// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as doorPrizePage from '../../../../app/owner/venue-settings/door-prize-page';
import type { DoorPrizeDraw } from '../../../../schemas/responses/guestbook-door-prize';
import { fakeGuestbookApi, GUESTBOOK_OFF, renderGuestbookPage, writes } from './table-souvenir-harness';

const base = '/v1/invitation/inv-1/guestbook/door-prize';
const SITI: DoorPrizeDraw = {
  id: 'd-1',
  guest_id: 'g-1',
  guest_name: 'Siti Rahmawati',
  group: 'Keluarga',
  table_name: 'Meja 1',
  prize: 'Kulkas',
  drawn_at: '2026-06-12T12:05:00.000Z',
};
const winners = (list: DoorPrizeDraw[]) => ({ status: 200, body: { data: list } });

describe('Tamu › Door Prize', () => {
  it('draws a winner with the prize named, reveals them, lists them, shows them on the screen and removes them', async () => {
    const api = fakeGuestbookApi();
    api.refuse[`GET ${base}`] = winners([]);
    renderGuestbookPage(doorPrizePage, 'door-prize');
    expect(await screen.findByText('Belum ada pemenang.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Nama hadiah'), { target: { value: 'Kulkas' } });
    api.refuse[`POST ${base}`] = { status: 201, body: { data: SITI } };
    api.refuse[`GET ${base}`] = winners([SITI]);
    fireEvent.click(screen.getByRole('button', { name: 'Undi pemenang' }));

    const latest = screen.getByRole('region', { name: 'Pemenang terbaru' });
    expect(await within(latest).findByText('Siti Rahmawati')).toBeTruthy();
    expect(within(latest).getByText('Selamat! Pemenang Door Prize')).toBeTruthy();
    expect(within(latest).getByText('Kulkas')).toBeTruthy();
    const list = screen.getByRole('list');
    expect(await within(list).findByText('Kulkas · pukul 19.05')).toBeTruthy();

    api.refuse[`POST /v1/guestbook/door-prize/d-1/show`] = { status: 200, body: {} };
    fireEvent.click(within(list).getByRole('button', { name: 'Tampilkan di layar sapaan' }));
    expect(await screen.findByText('Siti Rahmawati tampil di layar sapaan')).toBeTruthy();

    fireEvent.click(within(list).getByRole('button', { name: 'Hapus undian Siti Rahmawati' }));
    const dialog = screen.getByRole('heading', { name: 'Hapus undian Siti Rahmawati?' }).closest('dialog')!;
    expect(within(dialog).getByText('Tamu ini akan bisa diundi lagi.')).toBeTruthy();
    api.refuse[`DELETE /v1/guestbook/door-prize/d-1`] = { status: 200, body: {} };
    api.refuse[`GET ${base}`] = winners([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Undian Siti Rahmawati dihapus; tamu ini bisa diundi lagi')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Belum ada pemenang.')).toBeTruthy());
    expect(within(latest).queryByText('Siti Rahmawati')).toBeNull();

    expect(writes(api)).toEqual([
      { call: `POST ${base}`, body: { prize: 'Kulkas' } },
      { call: 'POST /v1/guestbook/door-prize/d-1/show', body: undefined },
      { call: 'DELETE /v1/guestbook/door-prize/d-1', body: undefined },
    ]);
  });

  it('says so when nobody present is left to draw', async () => {
    const api = fakeGuestbookApi();
    api.refuse[`GET ${base}`] = winners([]);
    renderGuestbookPage(doorPrizePage, 'door-prize');
    await screen.findByText('Belum ada pemenang.');
    api.refuse[`POST ${base}`] = { status: 409, body: { message: 'Belum ada tamu hadir yang bisa diundi' } };
    fireEvent.click(screen.getByRole('button', { name: 'Undi pemenang' }));
    expect(await screen.findByText('Belum ada tamu hadir yang bisa diundi')).toBeTruthy();
    expect(writes(api)).toEqual([{ call: `POST ${base}`, body: {} }]);
  });

  it('tells the owner when the guestbook is off', async () => {
    fakeGuestbookApi({ useGuestbook: false });
    renderGuestbookPage(doorPrizePage, 'door-prize');
    expect(await screen.findByText(GUESTBOOK_OFF)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Undi pemenang' })).toBeNull();
  });
});
