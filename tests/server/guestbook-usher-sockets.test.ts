import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UsherAccessEnd } from '../../schemas/realtime/guestbook-messages';
import { createUsherSockets } from '../../server/services/guestbook/usher-sockets';

/** The usher sockets held by one process: ended once, by a revoke or at their expiry's timer. */

const DAY = 86_400_000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const recorder = () => {
  const ends: UsherAccessEnd[] = [];
  return { ends, end: (why: UsherAccessEnd) => ends.push(why) };
};

describe('createUsherSockets', () => {
  it('ends every socket of a revoked usher once, and no other usher’s', () => {
    const sockets = createUsherSockets();
    const [first, second, other] = [recorder(), recorder(), recorder()];
    sockets.add('rina', Date.now() + DAY, first.end);
    sockets.add('rina', Date.now() + DAY, second.end);
    sockets.add('dewi', Date.now() + DAY, other.end);
    sockets.revoked('rina');
    sockets.revoked('rina');
    expect([first.ends, second.ends, other.ends]).toEqual([['revoked'], ['revoked'], []]);
    expect(sockets.size()).toBe(1);
    // The revoked sockets' expiry timers were cleared with them.
    vi.advanceTimersByTime(2 * DAY);
    expect([first.ends, other.ends]).toEqual([['revoked'], ['expired']]);
    expect(sockets.size()).toBe(0);
  });

  it('ends a socket when its access expires, not before, even past the longest timer', () => {
    const sockets = createUsherSockets();
    const soon = recorder();
    const late = recorder();
    sockets.add('rina', Date.now() + 5_000, soon.end);
    // 30 days: longer than a single timer takes (about 24.8 days).
    sockets.add('dewi', Date.now() + 30 * DAY, late.end);
    vi.advanceTimersByTime(4_999);
    expect(soon.ends).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(soon.ends).toEqual(['expired']);
    vi.advanceTimersByTime(30 * DAY - 5_001);
    expect(late.ends).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(late.ends).toEqual(['expired']);
  });

  it('forgets a socket that closed: neither a revoke nor its expiry ends it', () => {
    const sockets = createUsherSockets();
    const gone = recorder();
    const forget = sockets.add('rina', Date.now() + 1_000, gone.end);
    forget();
    sockets.revoked('rina');
    vi.advanceTimersByTime(2_000);
    expect(gone.ends).toEqual([]);
    expect(sockets.size()).toBe(0);
  });

  it('ends at once a socket whose access has already expired', () => {
    const sockets = createUsherSockets();
    const stale = recorder();
    sockets.add('rina', Date.now() - 1, stale.end);
    expect(stale.ends).toEqual(['expired']);
  });
});
