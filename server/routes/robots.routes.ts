import type { FastifyInstance } from 'fastify';

/**
 * What crawlers may fetch: everything but the API, its docs and the owner's area. Invitations stay
 * fetchable, because chat apps' link-preview bots obey this file too (a shared link must show its
 * preview); they are kept out of search results by `X-Robots-Tag: noindex` instead
 * (server/plugins/robots-tag.ts), which a crawler only sees when it may fetch the page.
 */
export const ROBOTS_TXT = [
  'User-agent: *',
  'Disallow: /v1/',
  'Disallow: /v2/',
  'Disallow: /docs',
  'Disallow: /openapi.json',
  'Disallow: /invitation',
  '',
].join('\n');

/** GET /robots.txt as a real robots file (not the app's page). */
export async function robotsRoutes(app: FastifyInstance) {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(ROBOTS_TXT),
  );
}
