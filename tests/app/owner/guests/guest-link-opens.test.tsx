// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGuestApi, guestOf, listQueries, renderGuestList } from './guest-list-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rowOf = (name: string) =>
  within(screen.getByRole('table', { name: /Daftar tamu/ }))
    .getByRole('rowheader', { name: new RegExp(name) })
    .closest('tr')!;

describe('links opened, in the guest list (docs/product.md#link-opens)', () => {
  it('shows when a guest first opened their link and how often, or that they have not', async () => {
    fakeGuestApi({
      guests: [
        guestOf({
          id: 'g-1',
          name: 'Budi Santoso',
          sent_at: '2026-11-25T07:05:00.000Z',
          first_opened_at: '2026-11-25T08:10:00.000Z',
          open_count: 3,
        }),
        guestOf({ id: 'g-2', name: 'Siti Aminah', code: 'kode-siti', whatsapp_number: null }),
      ],
    });
    renderGuestList();
    const budi = await waitFor(() => rowOf('Budi Santoso'));
    const opened = within(budi).getByText(/^Dibuka/);
    expect(opened.textContent).toMatch(/^Dibuka \d{1,2} Nov \d{2}\.\d{2} · 3 kali$/);
    expect(opened.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-25T08:10:00.000Z');
    expect(within(rowOf('Siti Aminah')).getByText('Belum dibuka')).toBeTruthy();
  });

  it("filters by 'Belum dibuka'", async () => {
    const api = fakeGuestApi({ guests: [guestOf()] });
    renderGuestList();
    await waitFor(() => rowOf('Budi Santoso'));
    fireEvent.change(screen.getByLabelText('Dibuka'), { target: { value: 'unopened' } });
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ opened: 'unopened' }));
  });
});
