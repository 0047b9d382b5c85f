import type { FastifyInstance } from 'fastify';

/**
 * What crawlers may read: the theme showcase (/demo) and nothing else. Guests' invitations carry
 * their names, the owner's area and the API are nobody's search results.
 */
export const ROBOTS_TXT = ['User-agent: *', 'Allow: /demo', 'Disallow: /', ''].join('\n');

/** GET /robots.txt as a real robots file (not the app's page). */
export async function robotsRoutes(app: FastifyInstance) {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(ROBOTS_TXT),
  );
}
