// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEYS } from '../../../../app/api/tokens';
import { Component as DisplayPage } from '../../../../app/guestbook/display/display-page';
import { GUESTBOOK_SETTINGS_DEFAULTS, type GuestbookSettings } from '../../../../schemas/requests/guestbook';
import type { CheckIn, GuestbookCounts, VenueSnapshot } from '../../../../schemas/responses/guestbook';
import { fakeGreetingFrame } from '../../greeting-frame';
import { ok, renderRoutes, routedApi } from '../../owner/owner-page-harness';

const INVITATION = 'inv-1';
const counts: GuestbookCounts = {
  guests: 3,
  arrived: 0,
  expected_people: 4,
  people: 0,
  walk_ins: 0,
  souvenirs_handed: 0,
};
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
const checkIn = (seq: number, guest_name: string, table_name: string | null = null): CheckIn => ({
  id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  seq,
  guest_id: `guest-${seq}`,
  guest_name,
  table_name,
  pax: 2,
  checked_in_at: '2026-11-21T11:00:00.000Z',
  usher_name: 'Mas Joko',
  undone: false,
});

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
  routedApi({
    [`GET /v1/invitation/${INVITATION}/guestbook/venue`]: ok(snapshot(settings, seq)),
    [`GET /v1/invitation/${INVITATION}/guestbook/counts`]: ok(counts),
  });
  renderRoutes(
    [{ path: '/invitation/:id/guest/screen/display', Component: DisplayPage }],
    `/invitation/${INVITATION}/guest/screen/display`,
  );
  await act(() => vi.advanceTimersByTimeAsync(10));
  const frame = screen.getByTitle<HTMLIFrameElement>('Layar sapaan');
  expect(frame.getAttribute('src')).toBe('/raka-dan-ayu/screen');
  const { posted, listens: frameListens } = fakeGreetingFrame(frame);
  return { posted, frameListens };
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
    expect(posted).toEqual([
      { type: 'invitation:greeting', guestName: 'Budi Santoso', table: '3', seconds: 8, layout: 'banner' },
    ]);
    expect(localStorage.getItem(`undangan.greeting_seq.${INVITATION}`)).toBe('6');

    // The next guest waits for Budi's eight seconds.
    socket.receive({ type: 'check-in', check_in: checkIn(7, 'Siti Aminah'), counts });
    await act(() => vi.advanceTimersByTimeAsync(7_999));
    expect(posted).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(posted.at(-1)).toEqual({
      type: 'invitation:greeting',
      guestName: 'Siti Aminah',
      table: null,
      seconds: 8,
      layout: 'banner',
    });

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
    expect(posted.map((message) => (message as { guestName: string }).guestName)).toEqual([
      'Budi Santoso',
      'Siti Aminah',
      'Agus Salim',
    ]);
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
    expect(posted).toEqual([
      { type: 'invitation:greeting', guestName: 'Dewi Lestari', table: null, seconds: 8, layout: 'spotlight' },
    ]);
  });

  it("says why when the server refuses the screen's socket", async () => {
    await openDisplay(banner);
    act(() => {
      latestSocket().onopen?.();
    });
    latestSocket().receive({ type: 'refused', message: 'Buku tamu belum diaktifkan.' });
    expect(screen.getByRole('alert').textContent).toContain('Layar sapaan berhenti: Buku tamu belum diaktifkan.');
  });
});
