import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Misses at guests' personal-link codes (docs/product.md#guest-links), counted per client address:
 * `/v1/guest/code/{code}`, a page's `?to=` and the page API share one budget. A client past it is
 * looked up for no code until its window ends, so nobody can try codes fast; a hit never counts, so a
 * guest opening their own link is never slowed. Counted by the rate-limit plugin's store: in Redis
 * when configured (every process counts the same), in memory while it does not answer.
 */
export const GUEST_CODE_MISSES = { max: 30, timeWindow: 10 * 60_000 } as const;
export const GUEST_CODE_GUESSES_MESSAGE = 'Terlalu banyak tautan tamu yang tidak dikenal. Coba lagi dalam 10 menit.';

export type GuestCodeGuesses = {
  /** Whether this client has missed too often lately (its lookups wait for the window to end). */
  blocked: (request: FastifyRequest) => Promise<boolean>;
  /** Counts one miss of this client. */
  missed: (request: FastifyRequest) => Promise<void>;
};

export function guestCodeGuesses(app: FastifyInstance): GuestCodeGuesses {
  const misses = app.createRateLimit({
    ...GUEST_CODE_MISSES,
    keyGenerator: (request) => `guest-code-misses:${request.ip}`,
  });
  return {
    blocked: async (request) => {
      const seen = await misses(request, { increment: false });
      return !seen.isAllowed && seen.remaining === 0;
    },
    missed: async (request) => {
      await misses(request);
    },
  };
}

/**
 * A lookup of a guest by code for this client: not made while it is blocked, and counted when it
 * finds nobody.
 */
export async function guardedGuestLookup<T>(
  guesses: GuestCodeGuesses,
  request: FastifyRequest,
  lookup: () => Promise<T | null>,
): Promise<{ blocked: true } | { blocked: false; guest: T | null }> {
  if (await guesses.blocked(request)) return { blocked: true };
  const guest = await lookup();
  if (guest === null) await guesses.missed(request);
  return { blocked: false, guest };
}
