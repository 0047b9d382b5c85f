import type { FastifyInstance, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { prependRouteHook } from '../http/route-hooks';
import { createPublicPageCache, type PublicPageCache } from '../services/public-page/page-cache';

declare module 'fastify' {
  interface FastifyInstance {
    publicPages: PublicPageCache;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * `app.publicPages`, the public page cache (server/services/public-page/page-cache.ts), and read-your-writes
 * in this process: every API write answered 2xx (an owner's or a guest's) drops everything it kept
 * before the answer goes out, so whoever saved and reloads sees the save; other processes hear of it
 * through the database's notifications.
 */
export const publicPageCachePlugin = fp(
  async (app: FastifyInstance) => {
    const cache = createPublicPageCache(app.db, app.notifications);
    app.decorate('publicPages', cache);
    // On the API's write routes only, as a callback: a read runs nothing for it (docs/performance.md).
    const clearOnWrite: onSendHookHandler = (request, reply, payload, done) => {
      if (reply.statusCode >= 200 && reply.statusCode < 300 && WRITE_METHODS.has(request.method)) cache.clear();
      done(null, payload);
    };
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!route.url.startsWith('/v1/') || !methods.some((method) => WRITE_METHODS.has(method))) return;
      prependRouteHook(route, 'onSend', clearOnWrite);
    });
  },
  { name: 'public-page-cache', dependencies: ['services', 'db-notifications'] },
);
