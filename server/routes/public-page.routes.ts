import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { invitationPageQuerySchema, type InvitationPageQuery } from '../../schemas/requests/public-page';
import { invitations } from '../db/schema';
import { coupleOf } from '../services/invitation-couple';
import { invitationPreview, withLinkPreview } from '../services/link-preview';
import { loadInvitationPage } from '../services/load-invitation-page';
import type { ApiOptions } from './index';

/** A path that may be an invitation's slug: slug characters, and none of the app's own first segments. */
const SLUG_PATH = '/:slug(^(?!(?:demo|invitation|assets|media|v1|v2)$)[a-z0-9-]+$)';

/** The public page in one call, and link previews (Open Graph) for the page HTML. */
export async function publicPageRoutes(app: FastifyInstance, options: ApiOptions) {
  app.get<{ Params: { slug: string }; Querystring: InvitationPageQuery }>(
    '/v1/invitation/slug/:slug/page',
    { schema: { querystring: invitationPageQuerySchema } },
    async (request) => ({ data: await loadInvitationPage(app.db, request.params.slug, request.query.to) }),
  );

  const { staticDir } = options;
  if (!staticDir) return;

  /** The built index.html with the invitation's link preview; the plain page (404) for an unknown slug. */
  app.get<{ Params: { slug: string } }>(SLUG_PATH, async (request, reply) => {
    const html = await readFile(join(staticDir, 'index.html'), 'utf8');
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const [invitation] = await app.db.select().from(invitations).where(eq(invitations.slug, request.params.slug));
    if (!invitation) return reply.code(404).send(html);
    const origin = `${request.protocol}://${request.host}`;
    const preview = invitationPreview(invitation, await coupleOf(app.db, invitation.id), origin);
    return reply.send(withLinkPreview(html, preview));
  });
}
