import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { InvitationPage } from '../../schemas/invitation-page.schema';
import { RESERVED_SLUGS } from '../../schemas/reserved-slugs';
import { invitationPageQuerySchema, type InvitationPageQuery } from '../../schemas/requests/public-page';
import { HttpError } from '../http/http-error';
import { readBuildAssets } from '../services/build-assets';
import { invitationPreview, withLinkPreview } from '../services/link-preview';
import { viewerOf } from '../services/invitation-visibility';
import { loadInvitationPage } from '../services/load-invitation-page';
import { paintedPage, withPaintedPage } from '../services/painted-cover';
import { themeManifest } from '../services/theme-manifests';
import type { ApiOptions } from './api-options';

/** A path that may be an invitation's slug: slug characters, and none of the app's own first segments. */
const SLUG_PATH = `/:slug(^(?!(?:${RESERVED_SLUGS.join('|')})$)[a-z0-9-]+$)`;

/** Answers whose HTML is the plain app page: no such invitation (or a draft), and an expired one. */
const PLAIN_PAGE_STATUSES = new Set([404, 410]);

/** The public page in one call, and link previews (Open Graph) for the page HTML. */
export async function publicPageRoutes(app: FastifyInstance, options: ApiOptions) {
  app.get<{ Params: { slug: string }; Querystring: InvitationPageQuery }>(
    '/v1/invitation/slug/:slug/page',
    { schema: { querystring: invitationPageQuerySchema } },
    async (request) => ({
      data: await loadInvitationPage(app.db, request.params.slug, await viewerOf(app, request), request.query.to),
    }),
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
      const html = await readFile(join(staticDir, 'index.html'), 'utf8');
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      const { slug } = request.params;
      // A page, not an API: a malformed `?to` (given twice, say, or holding U+0000, which no code
      // holds) shows the page without a guest.
      const { to } = request.query;
      const guestCode = typeof to === 'string' && !to.includes('\u0000') ? to : null;
      let page: InvitationPage;
      try {
        // A browser's navigation carries no bearer token: the HTML is always a stranger's view.
        page = await loadInvitationPage(app.db, slug, null, guestCode ?? undefined);
      } catch (error) {
        if (error instanceof HttpError && PLAIN_PAGE_STATUSES.has(error.statusCode)) {
          return reply.code(error.statusCode).send(html);
        }
        throw error;
      }
      const previewed = withLinkPreview(html, invitationPreview(page.invitation, page.couple, options.publicUrl));
      const manifest = themeManifest(page.invitation.theme);
      const assets = readBuildAssets(staticDir);
      if (!manifest || !assets) return reply.send(previewed);
      return reply.send(withPaintedPage(previewed, paintedPage(manifest, page, { slug, guestCode }, assets)));
    },
  );
}
