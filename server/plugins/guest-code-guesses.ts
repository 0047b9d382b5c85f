import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { guestCodeGuesses, type GuestCodeGuesses } from '../services/limits/guest-code-guess-limit';

declare module 'fastify' {
  interface FastifyInstance {
    /** Misses at guests' link codes per client (server/services/limits/guest-code-guess-limit.ts). */
    guestCodeGuesses: GuestCodeGuesses;
  }
}

/** `app.guestCodeGuesses`, counted in the rate limits' store (Redis when configured). */
export const guestCodeGuessesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('guestCodeGuesses', guestCodeGuesses(app));
  },
  { name: 'guest-code-guesses', dependencies: ['@fastify/rate-limit'] },
);
