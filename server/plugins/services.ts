import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { unauthorized } from '../http/http-error';
import { assertOperator } from '../services/admin/operator-role';
import { TokenService } from '../services/auth/session-tokens';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    tokens: TokenService;
    mediaDir: string;
    /** The clock of sessions and mailed links, in milliseconds (Date.now; tests move it). */
    clock: () => number;
    /**
     * onRequest hook: requires `Authorization: Bearer <access token>` of a live session of an existing
     * user, and sets `request.ownerId` and `request.sessionId`.
     */
    requireOwner: (request: FastifyRequest) => Promise<void>;
    /**
     * onRequest hook: as requireOwner (401 when not signed in), and the account must be an operator's
     * (role `admin`), else 403 'Halaman ini khusus operator' (docs/product.md#operator-console).
     */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    ownerId: string;
    /** The caller's session (refresh-token family), to end the others on a password change. */
    sessionId: string;
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerTokenOf(request: FastifyRequest): string | null {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme === 'Bearer' && token ? token : null;
}

export type ServiceOptions = {
  db: Database;
  jwtSecret: string;
  mediaDir: string;
  /** The clock of sessions (TokenService) and mailed links; Date.now by default. */
  now?: () => number;
};

/** Shared services every route plugin uses: the database, tokens, the owner's and the operator's checks. */
export const servicesPlugin = fp(
  async (app: FastifyInstance, { db, jwtSecret, mediaDir, now }: ServiceOptions) => {
    app.decorate('db', db);
    app.decorate('clock', now ?? Date.now);
    app.decorate('tokens', new TokenService(db, jwtSecret, { now }));
    app.decorate('mediaDir', mediaDir);
    app.decorateRequest('ownerId', '');
    app.decorateRequest('sessionId', '');
    app.decorate('requireOwner', async (request: FastifyRequest) => {
      const token = bearerTokenOf(request);
      if (!token) throw unauthorized();
      const session = await app.tokens.verify(token);
      request.ownerId = session.userId;
      request.sessionId = session.sessionId;
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await app.requireOwner(request);
      await assertOperator(app.db, request.ownerId);
    });
  },
  { name: 'services' },
);
