import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { guestCodeGuesses, type GuestCodeGuesses } from '../services/guest-code-guesses';

declare module 'fastify' {
  interface FastifyInstance {
    /** Misses at guests' link codes per client (server/services/guest-code-guesses.ts). */
    guestCodeGuesses: GuestCodeGuesses;
  }
}

/** `app.guestCodeGuesses`, in the rate limits' Redis when there is one. */
export const guestCodeGuessesPlugin = fp(
  async (app: FastifyInstance, { redis, prefix }: { redis?: Redis; prefix?: string }) => {
    app.decorate('guestCodeGuesses', guestCodeGuesses(redis, { log: app.log, prefix }));
  },
  { name: 'guest-code-guesses' },
);
