import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The only pages a search engine may list: the home page and the theme showcase. */
const INDEXABLE = /^\/(?:demo(?:[/?]|$)|(?:\?|$))/;

/**
 * `X-Robots-Tag: noindex, nofollow` on every answer but the home page and the theme showcase: an invitation carries
 * the couple's and a guest's names and is nobody's search result, though link-preview bots may
 * still fetch it (robots.txt lets them).
 */
export const robotsTagPlugin = fp(
  async (app: FastifyInstance) => {
    // A callback, not an async hook: no promise on every answer (docs/performance.md).
    app.addHook('onRequest', (request, reply, done) => {
      if (!INDEXABLE.test(request.url)) reply.header('x-robots-tag', 'noindex, nofollow');
      done();
    });
  },
  { name: 'robots-tag' },
);
