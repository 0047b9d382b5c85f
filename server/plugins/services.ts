import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { unauthorized } from '../http/http-error';
import { TokenService } from '../services/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    tokens: TokenService;
    mediaDir: string;
    /** onRequest hook: requires `Authorization: Bearer <access token>` and sets `request.ownerId`. */
    requireOwner: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    ownerId: string;
  }
}

export type ServiceOptions = { db: Database; jwtSecret: string; mediaDir: string };

/** Shared services every route plugin uses: the database, tokens, the owner check. */
export const servicesPlugin = fp(
  async (app: FastifyInstance, { db, jwtSecret, mediaDir }: ServiceOptions) => {
    app.decorate('db', db);
    app.decorate('tokens', new TokenService(db, jwtSecret));
    app.decorate('mediaDir', mediaDir);
    app.decorateRequest('ownerId', '');
    app.decorate('requireOwner', async (request: FastifyRequest) => {
      const header = request.headers.authorization ?? '';
      const [scheme, token] = header.split(' ');
      if (scheme !== 'Bearer' || !token) throw unauthorized();
      request.ownerId = await app.tokens.verify(token);
    });
  },
  { name: 'services' },
);
