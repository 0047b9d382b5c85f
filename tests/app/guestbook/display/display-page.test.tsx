// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEYS } from '../../../../app/api/tokens';
import { Component as DisplayPage } from '../../../../app/guestbook/display/display-page';
import { GUESTBOOK_SETTINGS_DEFAULTS, type GuestbookSettings } from '../../../../schemas/requests/guestbook';
import type { CheckIn, VenueSnapshot } from '../../../../schemas/responses/guestbook';
import { guestbookCountsOf } from '../../../guestbook-counts-fixture';
import { fakeGreetingFrame } from '../../greeting-frame';
import { ok, renderRoutes, routedApi } from '../../owner/owner-page-harness';

const INVITATION = 'inv-1';
const counts = guestbookCountsOf({ guests: 3, expected_people: 4 });
const snapshot = (settings: GuestbookSettings, seq = 5): VenueSnapshot => ({
  invitation: { id: INVITATION, slug: 'raka-dan-ayu', title: 'Raka & Ayu' },
  guests: [],
  tables: [],
  souvenirs: [],
  counts,
  settings,
  seq,
  viewer: { role: 'owner', name: 'Raka' },
});
/** The hall's clock when the display opens: the check-ins below were made a few seconds before. */
const OPENED_AT = Date.parse('2026-11-21T11:00:05.000Z');
const checkIn = (
  seq: number,
  guest_name: string,
  table_name: string | null = null,
  extra: Partial<CheckIn> = {},
): CheckIn => ({
  id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  seq,
  guest_id: `guest-${seq}`,
  guest_name,
  table_name,
  pax: 2,
  checked_in_at: '2026-11-21T11:00:00.000Z',
  usher_name: 'Mas Joko',
  undone: false,
  vip: false,
  guest_group: null,
  ...extra,
});
/** The list-form greeting the display posts to the frame. */
const greeting = (
  guests: [string, string | null][],
  seconds: number,
  layout: string,
  welcome: string | null = null,
  vip = false,
) => ({
  type: 'invitation:greeting',
  guests: guests.map(([name, table]) => ({ name, table, vip })),
  welcome,
  seconds,
  layout,
});
const namesPosted = (posted: unknown[]) =>
  posted.map((message) => (message as { guests: { name: string }[] }).guests.map((guest) => guest.name));

/** The browser's WebSocket as the guestbook socket meets it: the test opens it and speaks for the server. */
class FakeSocket {
  static all: FakeSocket[] = [];
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.onclose?.();
  }
  /** The server accepts the hello and sends `messages`. */
  serve(...messages: unknown[]) {
    act(() => {
      this.onopen?.();
      for (const message of [{ type: 'ready', seq: 0, counts }, ...messages]) this.receive(message);
    });
  }
  receive(message: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
  /** The connection drops (the venue's Wi-Fi). */
  drop() {
    act(() => this.onclose?.());
  }
}
const latestSocket = () => FakeSocket.all.at(-1)!;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(OPENED_AT);
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  localStorage.clear();
  localStorage.setItem(TOKEN_KEYS.access, 'owner-access');
  localStorage.setItem(TOKEN_KEYS.refresh, 'owner-refresh');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The display page with the API answering `settings`; the frame's posts recorded once it listens. */
async function openDisplay(settings: GuestbookSettings, seq = 5) {
  const reports: unknown[] = [];
  routedApi({
    [`GET /v1/invitation/${INVITATION}/guestbook/venue`]: ok(snapshot(settings, seq)),
    [`GET /v1/invitation/${INVITATION}/guestbook/counts`]: ok(counts),
    [`PUT /v1/invitation/${INVITATION}/guestbook/screen-report`]: (call) => {
      reports.push(call.body);
      return ok({ ...(call.body as object), reported_at: new Date().toISOString() });
    },
  });
  renderRoutes(
    [{ path: '/invitation/:id/guest/screen/display', Component: DisplayPage }],
    `/invitation/${INVITATION}/guest/screen/display`,
  );
  await act(() => vi.advanceTimersByTimeAsync(10));
  const frame = screen.getByTitle<HTMLIFrameElement>('Layar sapaan');
  expect(frame.getAttribute('src')).toBe('/raka-dan-ayu/screen');
  const { posted, listens: frameListens } = fakeGreetingFrame(frame);
  return { posted, frameListens, reports };
}

const banner: GuestbookSettings = {
  ...GUESTBOOK_SETTINGS_DEFAULTS,
  screen_layout: 'banner',
  greeting_seconds: 8,
  show_table: true,
};

describe('the display for the hall', () => {
  it('greets each check-in the socket brings through the frame, in order, with the settings, once', async () => {
    const { posted, frameListens } = await openDisplay(banner);
    const socket = latestSocket();
    socket.serve();
    // A device that has greeted nobody starts after the venue's latest check-in.
    expect(socket.sent).toEqual([{ type: 'hello', token: 'owner-access', invitation_id: INVITATION, since: 5 }]);

    // A check-in before the frame listens waits for it.
    socket.receive({ type: 'check-in', check_in: checkIn(6, 'Budi Santoso', '3'), counts });
    expect(posted).toEqual([]);
    frameListens();
    expect(posted).toEqual([greeting([['Budi Santoso', '3']], 8, 'banner')]);
    expect(localStorage.getItem(`undangan.greeting_seq.${INVITATION}`)).toBe('6');

    // The next guest waits for Budi's eight seconds.
    socket.receive({ type: 'check-in', check_in: checkIn(7, 'Siti Aminah'), counts });
    await act(() => vi.advanceTimersByTimeAsync(7_999));
    expect(posted).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(posted.at(-1)).toEqual(greeting([['Siti Aminah', null]], 8, 'banner'));

    // The Wi-Fi drops: the corner says so, and the socket greets the server again from the last greeted.
    socket.drop();
    expect(screen.getByRole('status').textContent).toBe('Terputus, menyambung ulang…');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    const again = latestSocket();
    expect(again).not.toBe(socket);
    again.serve(
      // The server catches the screen up: what it greeted already comes again and is not greeted twice.
      { type: 'check-in', check_in: checkIn(7, 'Siti Aminah'), counts },
      { type: 'check-in', check_in: checkIn(8, 'Agus Salim', 'Melati'), counts },
    );
    expect(again.sent).toEqual([{ type: 'hello', token: 'owner-access', invitation_id: INVITATION, since: 7 }]);
    expect(screen.queryByRole('status')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(8_000));
    expect(namesPosted(posted)).toEqual([['Budi Santoso'], ['Siti Aminah'], ['Agus Salim']]);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(posted).toHaveLength(3);
  });

  it('starts after the seq this device greeted last, and leaves the table out when the settings say so', async () => {
    localStorage.setItem(`undangan.greeting_seq.${INVITATION}`, '3');
    const { posted, frameListens } = await openDisplay({ ...banner, screen_layout: 'spotlight', show_table: false });
    frameListens();
    const socket = latestSocket();
    socket.serve({ type: 'check-in', check_in: checkIn(4, 'Dewi Lestari', '2'), counts });
    expect(socket.sent).toEqual([{ type: 'hello', token: 'owner-access', invitation_id: INVITATION, since: 3 }]);
    expect(posted).toEqual([greeting([['Dewi Lestari', null]], 8, 'spotlight')]);
  });

  it("says why when the server refuses the screen's socket", async () => {
    await openDisplay(banner);
    act(() => {
      latestSocket().onopen?.();
    });
    latestSocket().receive({ type: 'refused', message: 'Buku tamu belum diaktifkan.' });
    expect(screen.getByRole('alert').textContent).toContain('Layar sapaan berhenti: Buku tamu belum diaktifkan.');
  });

  it('greets a rush together (a family as one, several arrivals up to the layout), a VIP alone first, and logs it', async () => {
    const settings = { ...banner, screen_layout: 'classic' as const, greeting_seconds: 10, vip_greeting: null };
    const { posted, frameListens, reports } = await openDisplay(settings);
    frameListens();
    const socket = latestSocket();
    socket.serve({ type: 'check-in', check_in: checkIn(6, 'Eko', '1'), counts });
    expect(namesPosted(posted)).toEqual([['Eko']]);
    // While Eko is on screen, a family of three, four others and a VIP check in.
    const family = { guest_group: 'Keluarga Budi' };
    const rush = [
      checkIn(7, 'Budi', '2', family),
      checkIn(8, 'Ani', '2', family),
      checkIn(9, 'Rina', '4'),
      checkIn(10, 'Dodi', '2', family),
      checkIn(11, 'Sari', '5'),
      checkIn(12, 'Pak Camat', 'VIP', { vip: true }),
      checkIn(13, 'Tono', '6'),
      checkIn(14, 'Wati', '7'),
    ];
    for (const arrival of rush) socket.receive({ type: 'check-in', check_in: arrival, counts });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(namesPosted(posted)).toEqual([
      ['Eko'],
      ['Pak Camat'],
      ['Budi', 'Ani', 'Dodi', 'Rina'],
      ['Sari', 'Tono', 'Wati'],
    ]);
    expect(posted[1]).toEqual(greeting([['Pak Camat', 'VIP']], 6, 'classic', 'Selamat Datang, Tamu Kehormatan', true));
    // Everyone greeted; the device remembers the last of them.
    expect(localStorage.getItem(`undangan.greeting_seq.${INVITATION}`)).toBe('14');

    // A check-in made offline long ago comes after the limit: skipped, counted, in the log.
    socket.receive({
      type: 'check-in',
      check_in: checkIn(15, 'Lama Sekali', null, { checked_in_at: '2026-11-21T10:00:00.000Z' }),
      counts,
    });
    expect(namesPosted(posted)).toHaveLength(4);
    act(() => screen.getByRole('button', { name: 'Log, 1 dilewati' }).click());
    const log = screen.getByRole('region', { name: 'Log sapaan' });
    expect(log.textContent).toContain('9 disapa · 1 dilewati · 0 menunggu');
    const lines = [...log.querySelectorAll('li')].map((line) => line.textContent);
    expect(lines[0]).toMatch(/Lama Sekali\s*Dilewaticheck-in \d\d:00:00$/);
    expect(lines.at(-1)).toMatch(/^\d\d:00:05Eko\s*Disapa/);
    expect(lines).toHaveLength(10);

    // The server heard the queue: at once, when the rush came and when a guest was skipped.
    expect(reports[0]).toEqual({ waiting: 0, lag_seconds: 0, greeted: 0, skipped: 0 });
    expect(reports).toContainEqual(expect.objectContaining({ waiting: 8 }));
    expect(reports.at(-1)).toMatchObject({ greeted: 9, skipped: 1, waiting: 0 });
    // And every 15 s while it runs.
    const before = reports.length;
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(reports).toHaveLength(before + 1);
  });

  it("shows a door prize winner the display's own socket brings over the greetings for 15 s", async () => {
    const { posted, frameListens } = await openDisplay(banner);
    frameListens();
    const socket = latestSocket();
    socket.serve();
    const draw = {
      id: '00000000-0000-4000-8000-000000000099',
      guest_id: 'guest-9',
      guest_name: 'Ibu Kartika Dewi',
      group: null,
      table_name: '2',
      prize: 'Kulkas',
      drawn_at: '2026-11-21T11:00:04.000Z',
    };
    socket.receive({ type: 'door-prize', draw });
    // One socket for the whole screen: the winner comes on the greetings' own.
    expect(FakeSocket.all).toEqual([socket]);
    const overlay = screen.getByRole('status');
    expect(overlay.textContent).toBe('Selamat! Pemenang Door PrizeIbu Kartika DewiKulkas');
    // Greetings go on underneath.
    socket.receive({ type: 'check-in', check_in: checkIn(6, 'Budi Santoso', '3'), counts });
    expect(namesPosted(posted)).toEqual([['Budi Santoso']]);
    await act(() => vi.advanceTimersByTimeAsync(14_999));
    expect(screen.getByRole('status')).toBe(overlay);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('status')).toBeNull();

    // Shown again by the owner: again for its 15 s.
    socket.receive({ type: 'door-prize', draw });
    expect(screen.getByRole('status').textContent).toContain('Ibu Kartika Dewi');
  });
});
