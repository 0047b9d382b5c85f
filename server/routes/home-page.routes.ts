import type { FastifyInstance } from 'fastify';
import { allowingStyle } from '../http/csp-source';
import { homePageCache } from '../services/home-page/home-page-cache';
import { SELF_ENCODED, sendEncoded } from '../services/public-page/page-encodings';
import type { ApiOptions } from './api-options';

/**
 * `GET /`: the home page (docs/product.md#home-page), complete HTML with its stylesheet inline and no
 * script, kept with its compressed copies (server/services/home-page/home-page-cache.ts). Its answer's
 * CSP also allows that one stylesheet, by its hash. Only beside a built web app.
 */
export async function homePageRoutes(app: FastifyInstance, options: ApiOptions) {
  const { staticDir, publicUrl, webAddresses } = options;
  if (!staticDir) return;
  const home = homePageCache(app.db, app.notifications, { staticDir, publicUrl, webAddresses });
  // The document's policy as the security headers set it, with the page's stylesheet: made once per pair.
  const policies = new Map<string, string>();
  const policyWith = (policy: string, hash: string) => {
    const key = `${hash} ${policy}`;
    let allowing = policies.get(key);
    if (allowing === undefined) {
      if (policies.size > 8) policies.clear();
      allowing = allowingStyle(policy, hash);
      policies.set(key, allowing);
    }
    return allowing;
  };

  app.get('/', { schema: { hide: true }, config: { htmlPage: true }, ...SELF_ENCODED }, async (request, reply) => {
    const page = await home.page();
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') reply.header('content-security-policy', policyWith(policy, page.styleHash));
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return sendEncoded(request, reply, page.body);
  });
}
