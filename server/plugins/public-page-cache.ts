import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPublicPageCache, type PublicPageCache } from '../services/public-page-cache';

declare module 'fastify' {
  interface FastifyInstance {
    publicPages: PublicPageCache;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * `app.publicPages`, the public page cache (server/services/public-page-cache.ts), and read-your-writes
 * in this process: every API write answered 2xx (an owner's or a guest's) drops everything it kept
 * before the answer goes out, so whoever saved and reloads sees the save; other processes hear of it
 * through the database's notifications.
 */
export const publicPageCachePlugin = fp(
  async (app: FastifyInstance) => {
    const cache = createPublicPageCache(app.db, app.notifications);
    app.decorate('publicPages', cache);
    // A callback, not an async hook: no promise on every answer, reads included.
    app.addHook('onSend', (request, reply, payload, done) => {
      const written = reply.statusCode >= 200 && reply.statusCode < 300 && WRITE_METHODS.has(request.method);
      if (written && request.url.startsWith('/v1/')) cache.clear();
      done(null, payload);
    });
  },
  { name: 'public-page-cache', dependencies: ['services', 'db-notifications'] },
);
