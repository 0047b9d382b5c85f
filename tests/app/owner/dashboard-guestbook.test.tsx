// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuestbookSocketOptions } from '../../../app/api/guestbook-socket';
import type { GuestbookCounts } from '../../../schemas/responses/guestbook';
import { guestbookCountsOf } from '../../guestbook-counts-fixture';
import { fakeApi, ID, renderDashboard, summaryOf } from './dashboard-harness';

/** The guestbook socket faked: each open is kept, so a test can speak as the server and see it closed. */
const sockets = vi.hoisted(() => [] as { options: GuestbookSocketOptions; closed: boolean }[]);
vi.mock('../../../app/api/guestbook-socket', () => ({
  openGuestbookSocket: (options: GuestbookSocketOptions) => {
    const socket = { options, closed: false };
    sockets.push(socket);
    return { close: () => (socket.closed = true) };
  },
}));

beforeEach(() => {
  sockets.length = 0;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = () => screen.getByRole('region', { name: 'Buku Tamu hari ini' });
/** The value shown under a count's name in the guestbook card, and its note. */
const countOf = (label: string) => {
  const term = within(card()).getByText(label, { selector: 'dt' });
  const value = term.parentElement!.querySelector('.dashboard-count__value')!.textContent;
  const note = term.parentElement!.querySelector('.dashboard-count__note')?.textContent;
  return note ? `${value} ${note}` : value;
};
const counts = (overrides: Partial<GuestbookCounts>) =>
  guestbookCountsOf({ guests: 20, expected_people: 27, ...overrides });

describe("the dashboard's guestbook card", () => {
  it('shows the counts of the day and updates them with every socket message, live while the socket is open', async () => {
    const api = fakeApi({ guestbookCounts: counts({ arrived: 3, people: 7 }) });
    renderDashboard();
    await screen.findByRole('heading', { name: 'Buku Tamu hari ini' });
    await within(card()).findByText('Tamu datang');
    expect(countOf('Tamu datang')).toBe('3 dari 20 tamu');
    expect(countOf('Orang hadir')).toBe('7 dari 27 diharapkan');
    expect(countOf('Tamu tanpa undangan')).toBe('0');
    expect(countOf('Suvenir diberikan')).toBe('0');
    expect(api.calls.some((call) => call.path === `/v1/invitation/${ID}/guestbook/counts`)).toBe(true);

    // One socket for this invitation, asking no catch-up (the counts come with `ready`).
    expect(sockets).toHaveLength(1);
    const { options } = sockets[0]!;
    expect(options.invitationId).toBe(ID);
    expect(options.catchUp).toBe(false);
    expect(options.since()).toBe(0);
    expect(within(card()).queryByText('Langsung')).toBeNull();

    act(() => {
      options.onStatus?.('open');
      options.onMessage({ type: 'ready', seq: 41, counts: counts({ arrived: 4, people: 9 }) });
    });
    expect(within(card()).getByText('Langsung')).toBeTruthy();
    // The query cache tells its observers on its next tick.
    await waitFor(() => expect(countOf('Tamu datang')).toBe('4 dari 20 tamu'));

    act(() =>
      options.onMessage({
        type: 'check-in',
        check_in: {
          id: 'ci-42',
          seq: 42,
          guest_id: 'g-1',
          guest_name: 'Budi',
          table_name: null,
          pax: 2,
          checked_in_at: '2027-06-12T02:00:00.000Z',
          usher_name: 'Sari',
          undone: false,
        },
        counts: counts({ arrived: 5, people: 11, souvenirs_handed: 1 }),
      }),
    );
    await waitFor(() => expect(countOf('Tamu datang')).toBe('5 dari 20 tamu'));
    expect(countOf('Orang hadir')).toBe('11 dari 27 diharapkan');
    expect(countOf('Suvenir diberikan')).toBe('1');
    // A reconnection asks no catch-up either: its `ready` brings the counts.
    expect(options.since()).toBe(0);

    act(() =>
      options.onMessage({ type: 'changed', counts: counts({ arrived: 5, people: 12, walk_ins: 1, guests: 21 }) }),
    );
    await waitFor(() => expect(countOf('Tamu datang')).toBe('5 dari 21 tamu'));
    expect(countOf('Tamu tanpa undangan')).toBe('1');

    // The connection drops: no longer live, the last counts stay.
    act(() => options.onStatus?.('closed'));
    expect(within(card()).queryByText('Langsung')).toBeNull();
    expect(countOf('Orang hadir')).toBe('12 dari 27 diharapkan');
  });

  it('leads to the check-in page and the greeting screen', async () => {
    fakeApi();
    renderDashboard();
    await screen.findByRole('heading', { name: 'Buku Tamu hari ini' });
    expect(within(card()).getByRole('link', { name: 'Buka Buku Tamu' }).getAttribute('href')).toBe(
      `/invitation/${ID}/guest/guest-book`,
    );
    expect(within(card()).getByRole('link', { name: 'Buka Layar Sapaan' }).getAttribute('href')).toBe(
      `/invitation/${ID}/guest/screen`,
    );
  });

  it('says why live updates stopped when the server refuses the socket', async () => {
    fakeApi();
    renderDashboard();
    await screen.findByRole('heading', { name: 'Buku Tamu hari ini' });
    const { options } = sockets[0]!;
    act(() => {
      options.onStatus?.('refused');
      options.onMessage({ type: 'refused', message: 'Buku tamu belum diaktifkan. Aktifkan di Pengaturan › Umum.' });
    });
    expect(
      within(card()).getByText(
        'Pembaruan langsung berhenti: Buku tamu belum diaktifkan. Aktifkan di Pengaturan › Umum.',
      ),
    ).toBeTruthy();
  });

  it('is hidden, with no socket and no guestbook call, when the plan lacks the guestbook or it is off', async () => {
    const plan = summaryOf().plan!;
    for (const summary of [
      summaryOf({ plan: { ...plan, with_guestbook: false } }),
      summaryOf({ plan: null }),
      summaryOf({ use_guestbook: false }),
    ]) {
      const api = fakeApi({ summary });
      renderDashboard();
      await screen.findByRole('heading', { name: 'Dasbor' });
      expect(screen.queryByRole('heading', { name: 'Buku Tamu hari ini' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Buka Buku Tamu' })).toBeNull();
      expect(api.calls.some((call) => call.path.includes('/guestbook/'))).toBe(false);
      expect(sockets).toHaveLength(0);
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('closes the socket when the owner leaves the dashboard', async () => {
    fakeApi();
    const router = renderDashboard();
    await screen.findByRole('heading', { name: 'Buku Tamu hari ini' });
    expect(sockets[0]!.closed).toBe(false);
    await act(() => router.navigate('/invitation'));
    expect(sockets[0]!.closed).toBe(true);
  });
});
