import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * Misses at guests' personal-link codes (docs/product.md#guest-links), counted per client address:
 * `/v1/guest/code/{code}`, a page's `?to=` and the page API's share one budget. A client past it is
 * looked up for no code until its window ends, so nobody can try codes fast; a hit never counts, so a
 * guest opening their own link is never slowed.
 */
export const GUEST_CODE_MISSES = { max: 30, windowMs: 10 * 60_000 } as const;
export const GUEST_CODE_GUESSES_MESSAGE = 'Terlalu banyak tautan tamu yang tidak dikenal. Coba lagi dalam 10 menit.';

export type GuestCodeGuesses = {
  /** Whether this client has missed too often lately (its lookups wait for the window to end). */
  blocked: (client: string) => Promise<boolean>;
  /** Counts one miss of this client. */
  missed: (client: string) => Promise<void>;
};

type Log = { warn: (object: object, message: string) => void };

/** In this process's memory: a count per address, forgotten a window after its first miss. */
function memoryGuesses(limit = GUEST_CODE_MISSES): GuestCodeGuesses {
  const misses = new LRUCache<string, number>({ max: 100_000, ttl: limit.windowMs, noUpdateTTL: true });
  return {
    blocked: (client) => Promise.resolve((misses.get(client) ?? 0) >= limit.max),
    missed: (client) => {
      misses.set(client, (misses.get(client) ?? 0) + 1);
      return Promise.resolve();
    },
  };
}

/**
 * In Redis when the rate limits are there, so every server process counts the same misses; in memory
 * while Redis does not answer (said in the log), as the other limits do.
 */
export function guestCodeGuesses(
  redis: Redis | undefined,
  { log, prefix = '', limit = GUEST_CODE_MISSES }: { log: Log; prefix?: string; limit?: typeof GUEST_CODE_MISSES },
): GuestCodeGuesses {
  const memory = memoryGuesses(limit);
  if (!redis) return memory;
  const key = (client: string) => `${prefix}guest-code-misses:${client}`;
  const fallback = <T>(error: unknown, inMemory: () => Promise<T>) => {
    log.warn({ err: error }, 'Redis did not answer: guest-code misses counted in memory');
    return inMemory();
  };
  // Once Redis has failed, at once in memory until it is back, not after its reconnection's retries.
  let failed = false;
  redis.on('error', () => (failed = true)).on('ready', () => (failed = false));
  const away = () => failed && redis.status !== 'ready';
  return {
    blocked: async (client) => {
      if (away()) return memory.blocked(client);
      try {
        return Number((await redis.get(key(client))) ?? 0) >= limit.max;
      } catch (error) {
        return fallback(error, () => memory.blocked(client));
      }
    },
    missed: async (client) => {
      if (away()) return memory.missed(client);
      try {
        await redis.multi().incr(key(client)).pexpire(key(client), limit.windowMs, 'NX').exec();
      } catch (error) {
        await fallback(error, () => memory.missed(client));
      }
    },
  };
}

/**
 * A lookup of a guest by code for this client: not made while it is blocked, and counted when it
 * finds nobody.
 */
export async function guardedGuestLookup<T>(
  guesses: GuestCodeGuesses,
  client: string,
  lookup: () => Promise<T | null>,
): Promise<{ blocked: true } | { blocked: false; guest: T | null }> {
  if (await guesses.blocked(client)) return { blocked: true };
  const guest = await lookup();
  if (guest === null) await guesses.missed(client);
  return { blocked: false, guest };
}
