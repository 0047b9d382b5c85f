// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGuestApi, guestOf, ID, renderGuestList } from './guest-list-harness';

/** Daftar Tamu's 'Kursi per Grup' and each guest's seats (docs/product.md#guest-list). */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const GUESTS = [
  guestOf({ id: 'g-1', name: 'Budi Santoso', group: 'Keluarga', seats: 2 }),
  guestOf({
    id: 'g-2',
    name: 'Siti Aminah',
    group: 'Teman Kantor',
    code: 'kode-siti',
    seats: 2,
    whatsapp_number: null,
  }),
];
const writes = (api: ReturnType<typeof fakeGuestApi>) => api.calls.filter((call) => call.method !== 'GET');

describe("Daftar Tamu: a guest's seats", () => {
  it("shows each guest's seats in the list", async () => {
    fakeGuestApi({ guests: [guestOf({ seats: 5 })] });
    renderGuestList();
    expect(await screen.findByText('5 kursi')).toBeTruthy();
  });

  it('gives every guest of the chosen group the seats typed, after checking them, and says so', async () => {
    const api = fakeGuestApi({ guests: GUESTS });
    renderGuestList();
    await screen.findAllByText('Teman Kantor');
    fireEvent.click(screen.getByRole('button', { name: 'Kursi per Grup' }));
    const heading = await screen.findByRole('heading', { name: 'Kursi per Grup', hidden: true });
    const dialog = heading.closest('dialog')!;
    fireEvent.change(within(dialog).getByLabelText('Grup'), { target: { value: 'Teman Kantor' } });
    const seats = within(dialog).getByLabelText('Kursi per tamu');
    fireEvent.change(seats, { target: { value: '25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan Kursi', hidden: true }));
    expect(await within(dialog).findByText('Kursi maksimal 20')).toBeTruthy();
    expect(writes(api)).toEqual([]);

    fireEvent.change(seats, { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan Kursi', hidden: true }));
    await waitFor(() =>
      expect(writes(api)).toEqual([
        {
          method: 'PUT',
          path: `/v1/invitation/${ID}/guest-group/seats`,
          body: { group: 'Teman Kantor', seats: 4 },
        },
      ]),
    );
    expect(await screen.findByText('1 tamu grup Teman Kantor kini 4 kursi')).toBeTruthy();
    expect(await screen.findByText('4 kursi')).toBeTruthy();
  });
});
