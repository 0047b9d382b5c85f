import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RESERVED_SLUGS } from '../../schemas/reserved-slugs';
import { invitationPageQuerySchema, type InvitationPageQuery } from '../../schemas/requests/public-page';
import { HttpError, notFound } from '../http/http-error';
import { guardedGuestLookup } from '../services/limits/guest-code-guess-limit';
import type { PublicPageRow } from '../services/public-page/page-row';
import { readIndexHtml } from '../services/public-page/index-html';
import {
  assertVisible,
  INVITATION_NOT_FOUND,
  mayPreview,
  viewerOf,
} from '../services/invitations/invitation-visibility';
import { loadInvitationPage } from '../services/public-page/load-invitation-page';
import { EncodedBody, SELF_ENCODED, sendEncoded } from '../services/public-page/page-encodings';
import type { ApiOptions } from './api-options';
import { demoPageRoute } from './demo-page.routes';

/** A path that may be an invitation's slug: slug characters, and none of the app's own first segments. */
const SLUG_PATH = `/:slug(^(?!(?:${RESERVED_SLUGS.join('|')})$)[a-z0-9-]+$)`;

/** Answers whose HTML is the plain app page: no such invitation (or a draft), and an expired one. */
const PLAIN_PAGE_STATUSES = new Set([404, 410]);

/**
 * The public page in one call, and link previews (Open Graph) for the page HTML. A published
 * invitation's page (and a `?to=` link's guest) comes from the page cache
 * (server/services/public-page/page-cache.ts): no query while it listens to the database's notifications,
 * else one for its row and one more for the guest; a draft, seen by its owner only, is read whole.
 */
export async function publicPageRoutes(app: FastifyInstance, options: ApiOptions) {
  const cache = app.publicPages;
  /** The guest a `?to=` code names; none looked up for a client that has missed too often (as a miss). */
  const guestOfCode = async (request: FastifyRequest, row: PublicPageRow, code: string) => {
    const found = await guardedGuestLookup(app.guestCodeGuesses, request, () => cache.guest(row, code));
    return found.blocked ? null : found.guest;
  };

  app.get<{ Params: { slug: string }; Querystring: InvitationPageQuery }>(
    '/v1/invitation/slug/:slug/page',
    { schema: { querystring: invitationPageQuerySchema }, ...SELF_ENCODED },
    async (request, reply) => {
      const { to } = request.query;
      const found = await cache.find(request.params.slug);
      if (!found) throw notFound(INVITATION_NOT_FOUND);
      const { row, cached } = found;
      reply.type('application/json; charset=utf-8');
      if (!cached) {
        // Only its owner's or a member's token shows a draft (their preview): read whole, never kept.
        assertVisible(row, await mayPreview(app.db, row, await viewerOf(app, request)));
        const data = await loadInvitationPage(app.db, row.slug, row.user_id, to);
        return sendEncoded(request, reply, new EncodedBody(JSON.stringify({ data }), 'once'));
      }
      assertVisible(row, false);
      const body = to
        ? cache.guestBody(row, cached, { code: to, guest: await guestOfCode(request, row, to) })
        : cached.body;
      return sendEncoded(request, reply, body);
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
    { schema: { hide: true }, config: { htmlPage: true }, ...SELF_ENCODED },
    async (request, reply) => {
      const index = readIndexHtml(staticDir, options.webAddresses);
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      // A page, not an API: a malformed `?to` (given twice, say, or holding U+0000, which no code
      // holds) shows the page without a guest.
      const { to } = request.query;
      const guestCode = typeof to === 'string' && !to.includes('\u0000') ? to : null;
      // A browser's navigation carries no bearer token: the HTML is always a stranger's view.
      const found = await cache.find(request.params.slug);
      try {
        if (!found?.cached) throw notFound(INVITATION_NOT_FOUND);
        assertVisible(found.row, false);
      } catch (error) {
        if (error instanceof HttpError && PLAIN_PAGE_STATUSES.has(error.statusCode)) {
          return sendEncoded(request, reply.code(error.statusCode), index.body);
        }
        throw error;
      }
      const { row, cached } = found;
      const guest =
        guestCode === null
          ? null
          : { code: guestCode, guest: guestCode ? await guestOfCode(request, row, guestCode) : null };
      const html = cache.html(row, cached, guest, { index, staticDir, publicUrl: options.publicUrl });
      return sendEncoded(request, reply, html);
    },
  );

  demoPageRoute(app, staticDir, options.webAddresses);
}
