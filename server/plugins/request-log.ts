import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The route a request took, as its pattern (`/v1/guest/code/:code`): never the codes and tokens a
 * path holds. A request no route took (the web app's pages, a 404) shows its first segment only.
 */
export function routeOf(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern) return withoutParameterPatterns(pattern);
  const [, first = ''] = request.url.split(/[/?#]/, 2);
  return request.url.length > first.length + 1 ? `/${first}/…` : `/${first}`;
}

/** `/:slug(^(?!…)[a-z0-9-]+$)/screen` as `/:slug/screen`: a parameter's pattern left out. */
function withoutParameterPatterns(route: string): string {
  let depth = 0;
  let out = '';
  for (const char of route) {
    if (char === '(') depth += 1;
    if (depth === 0) out += char;
    if (char === ')') depth = Math.max(0, depth - 1);
  }
  return out;
}

/**
 * One log line per request (docs/operations.md#logs), when it has been answered: its id, method,
 * route, status and time in milliseconds. Fastify's own two lines per request are off (app.ts).
 */
export const requestLogPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      const line = {
        method: request.method,
        route: routeOf(request),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      };
      if (reply.statusCode >= 500) request.log.error(line, 'request failed');
      else request.log.info(line, 'request');
    });
  },
  { name: 'request-log' },
);
