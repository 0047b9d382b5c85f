import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The only pages a search engine may list: the theme showcase. */
const INDEXABLE = /^\/demo(?:[/?]|$)/;

/**
 * `X-Robots-Tag: noindex, nofollow` on every answer but the theme showcase: an invitation carries
 * the couple's and a guest's names and is nobody's search result, though link-preview bots may
 * still fetch it (robots.txt lets them).
 */
export const robotsTagPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!INDEXABLE.test(request.url)) reply.header('x-robots-tag', 'noindex, nofollow');
    });
  },
  { name: 'robots-tag' },
);
