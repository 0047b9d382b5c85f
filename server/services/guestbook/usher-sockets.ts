import type { UsherAccessEnd } from '../../../schemas/realtime/guestbook-messages';

/**
 * The open sockets of each usher access in this process (docs/product.md#guestbook), so that an
 * access that ends closes them at once: a revoke told by any process (USHER_ACCESS_ENDED_CHANNEL,
 * whose payload is the access id) ends them all; an access's expiry ends each socket at its own
 * timer, set when it joined, without any poll.
 */

/** The channel a revoked usher access is told on, to every server process. */
export const USHER_ACCESS_ENDED_CHANNEL = 'guestbook_usher_ended';

/** The longest delay a Node timer takes (about 24.8 days): a later expiry waits in several steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

type Held = { end: (why: UsherAccessEnd) => void; timer?: NodeJS.Timeout };

export type UsherSockets = ReturnType<typeof createUsherSockets>;

export function createUsherSockets(now: () => number = Date.now) {
  const byUsher = new Map<string, Set<Held>>();

  const forget = (usherId: string, held: Held) => {
    clearTimeout(held.timer);
    const set = byUsher.get(usherId);
    set?.delete(held);
    if (set && !set.size) byUsher.delete(usherId);
  };

  const endAll = (usherId: string, why: UsherAccessEnd) => {
    for (const held of [...(byUsher.get(usherId) ?? [])]) {
      forget(usherId, held);
      held.end(why);
    }
  };

  /** Ends `held` at `expiresAt` (ms), in steps a timer can take. */
  const schedule = (usherId: string, held: Held, expiresAt: number) => {
    const wait = expiresAt - now();
    if (wait <= 0) {
      forget(usherId, held);
      return held.end('expired');
    }
    held.timer = setTimeout(() => schedule(usherId, held, expiresAt), Math.min(wait, MAX_TIMER_MS));
    held.timer.unref();
  };

  return {
    /**
     * A socket of `usherId` whose access expires at `expiresAt` (ms): `end` is called once, when the
     * access is revoked or expires. Returns the forget (call it when the socket closes).
     */
    add(usherId: string, expiresAt: number, end: (why: UsherAccessEnd) => void): () => void {
      const held: Held = { end };
      let set = byUsher.get(usherId);
      if (!set) {
        set = new Set();
        byUsher.set(usherId, set);
      }
      set.add(held);
      schedule(usherId, held, expiresAt);
      return () => forget(usherId, held);
    },
    /** The access was revoked (its notification): every socket of it ends. */
    revoked: (usherId: string) => endAll(usherId, 'revoked'),
    /** How many sockets are held (for tests). */
    size: () => [...byUsher.values()].reduce((sum, set) => sum + set.size, 0),
    close() {
      for (const set of byUsher.values()) for (const held of set) clearTimeout(held.timer);
      byUsher.clear();
    },
  };
}
