// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenLagLine } from '../../../engine/guestbook/screen-lag-line';
import type { GreetingScreenReport } from '../../../schemas/responses/greeting-screen-report';
import { fakeApi, ID, renderDashboard } from './dashboard-harness';

vi.mock('../../../app/api/guestbook-socket', () => ({ openGuestbookSocket: () => ({ close: () => {} }) }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const NOW = Date.parse('2027-06-12T03:00:00.000Z');
const report = (secondsAgo: number, extra: Partial<GreetingScreenReport> = {}): GreetingScreenReport => ({
  waiting: 5,
  lag_seconds: 12,
  greeted: 80,
  skipped: 3,
  reported_at: new Date(NOW - secondsAgo * 1000).toISOString(),
  ...extra,
});

/** The dashboard's API, with the display's report answered by `current()` (fetch wrapped). */
function withScreenReport(current: () => GreetingScreenReport | null) {
  fakeApi();
  const harness = globalThis.fetch;
  const reads: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (url.pathname !== `/v1/invitation/${ID}/guestbook/screen-report`) return harness(input, init);
    reads.push(url.pathname);
    return Promise.resolve(
      new Response(JSON.stringify({ data: current() }), { headers: { 'content-type': 'application/json' } }),
    );
  });
  return reads;
}

const card = () => screen.getByRole('region', { name: 'Buku Tamu hari ini' });

describe("the greeting screen's line on the guestbook card", () => {
  it('says how late the screen is while its report is under a minute old', () => {
    expect(screenLagLine(report(10), NOW)).toBe('Layar sapaan: terlambat 12 detik · 5 menunggu · 3 dilewati');
    expect(screenLagLine(report(59, { lag_seconds: 0, waiting: 0, skipped: 0 }), NOW)).toBe(
      'Layar sapaan: tepat waktu · 0 menunggu · 0 dilewati',
    );
    expect(screenLagLine(report(1, { lag_seconds: 1_250, waiting: 1_200 }), NOW)).toBe(
      'Layar sapaan: terlambat 1.250 detik · 1.200 menunggu · 3 dilewati',
    );
    expect(screenLagLine(report(60), NOW)).toBe('Layar sapaan tidak aktif');
    expect(screenLagLine(null, NOW)).toBe('Layar sapaan tidak aktif');
    expect(screenLagLine(undefined, NOW)).toBe('Layar sapaan tidak aktif');
  });

  it('reads the report again as the display sends it, and says the screen is off once it stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
    let current: GreetingScreenReport | null = null;
    const reads = withScreenReport(() => current);
    renderDashboard();
    await screen.findByRole('heading', { name: 'Buku Tamu hari ini' });
    expect(await within(card()).findByText('Layar sapaan tidak aktif')).toBeTruthy();

    current = report(0);
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(await within(card()).findByText('Layar sapaan: terlambat 12 detik · 5 menunggu · 3 dilewati')).toBeTruthy();
    expect(reads.length).toBeGreaterThanOrEqual(2);

    // The display stops reporting: a minute after its last report the card says so.
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(await within(card()).findByText('Layar sapaan tidak aktif')).toBeTruthy();
  });
});
