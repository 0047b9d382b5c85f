import type { FastifyInstance } from 'fastify';
import { RESERVED_SLUGS } from '../../schemas/reserved-slugs';
import { invitationPageQuerySchema, type InvitationPageQuery } from '../../schemas/requests/public-page';
import { HttpError, notFound } from '../http/http-error';
import { readIndexHtml } from '../services/index-html';
import { assertVisible, INVITATION_NOT_FOUND, viewerOf } from '../services/invitation-visibility';
import { loadInvitationPage } from '../services/load-invitation-page';
import { pageGuestByCode } from '../services/page-guest';
import { createPublicPageCache } from '../services/public-page-cache';
import type { ApiOptions } from './api-options';
import { demoPageRoute } from './demo-page.routes';

/** A path that may be an invitation's slug: slug characters, and none of the app's own first segments. */
const SLUG_PATH = `/:slug(^(?!(?:${RESERVED_SLUGS.join('|')})$)[a-z0-9-]+$)`;

/** Answers whose HTML is the plain app page: no such invitation (or a draft), and an expired one. */
const PLAIN_PAGE_STATUSES = new Set([404, 410]);

/**
 * The public page in one call, and link previews (Open Graph) for the page HTML. A published
 * invitation's page comes from the page cache (server/services/public-page-cache.ts): one query for
 * its row, one more for the guest of a `?to=` link; a draft, seen by its owner only, is read whole.
 */
export async function publicPageRoutes(app: FastifyInstance, options: ApiOptions) {
  const cache = createPublicPageCache(app.db);

  app.get<{ Params: { slug: string }; Querystring: InvitationPageQuery }>(
    '/v1/invitation/slug/:slug/page',
    { schema: { querystring: invitationPageQuerySchema } },
    async (request, reply) => {
      const { to } = request.query;
      const row = await cache.row(request.params.slug);
      if (!row) throw notFound(INVITATION_NOT_FOUND);
      if (row.status !== 'published') {
        // Only its owner's token shows a draft (their preview): read whole, never kept.
        assertVisible(row, await viewerOf(app, request));
        return { data: await loadInvitationPage(app.db, row.slug, row.user_id, to) };
      }
      assertVisible(row, null);
      const cached = await cache.page(row);
      if (!to) return reply.type('application/json; charset=utf-8').send(cached.body);
      return { data: { ...cached.page, guest: await pageGuestByCode(app.db, row, to) } };
    },
  );

  const { staticDir } = options;
  if (!staticDir) return;

  /**
   * The built index.html with the invitation's link preview and its cover painted in its theme (with
   * the guest of a `?to=` link); the plain page for an unknown slug or a draft (404) and an expired
   * invitation (410): nothing of it in the HTML. The app then asks the API itself, with the owner's
   * token when there is one, so the owner's preview of a draft still shows it.
   */
  app.get<{ Params: { slug: string }; Querystring: Record<string, unknown> }>(
    SLUG_PATH,
    { schema: { hide: true }, config: { htmlPage: true } },
    async (request, reply) => {
      const index = readIndexHtml(staticDir);
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      // A page, not an API: a malformed `?to` (given twice, say, or holding U+0000, which no code
      // holds) shows the page without a guest.
      const { to } = request.query;
      const guestCode = typeof to === 'string' && !to.includes('\u0000') ? to : null;
      // A browser's navigation carries no bearer token: the HTML is always a stranger's view.
      const row = await cache.row(request.params.slug);
      try {
        if (!row) throw notFound(INVITATION_NOT_FOUND);
        assertVisible(row, null);
      } catch (error) {
        if (error instanceof HttpError && PLAIN_PAGE_STATUSES.has(error.statusCode)) {
          return reply.code(error.statusCode).send(index.html);
        }
        throw error;
      }
      const cached = await cache.page(row);
      const guest =
        guestCode === null
          ? null
          : { code: guestCode, guest: guestCode ? await pageGuestByCode(app.db, row, guestCode) : null };
      return reply.send(cache.html(row, cached, guest, { index, staticDir, publicUrl: options.publicUrl }));
    },
  );

  demoPageRoute(app, staticDir);
}
