import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { invitationSlugParamsSchema, type InvitationSlugParams } from '../../../schemas/requests/invitations';
import { invitationEvents, invitations } from '../../db/schema';
import { entityRow } from '../../services/entity-row';
import { viewerOf, visibleInvitationBySlug } from '../../services/invitation-visibility';
import { invitationEntity, publicInvitationEntity } from '../../services/invitation-entity';

/** GET /v1/user/my-invitation (owner) and GET /v1/invitation/slug/{slug} (anyone). */
export async function invitationReadRoutes(app: FastifyInstance) {
  app.get('/v1/user/my-invitation', { onRequest: app.requireOwner }, async (request) => {
    const roots = await app.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.user_id, request.ownerId), isNull(invitations.parent_id)))
      .orderBy(desc(invitations.created_at), desc(invitations.id));
    const counts = roots.length
      ? await app.db
          .select({ parent_id: invitations.parent_id, n: count() })
          .from(invitations)
          .where(
            inArray(
              invitations.parent_id,
              roots.map((r) => r.id),
            ),
          )
          .groupBy(invitations.parent_id)
      : [];
    const versionCount = new Map(counts.map((c) => [c.parent_id, c.n]));
    return { data: roots.map((row) => ({ ...invitationEntity(row), version_count: versionCount.get(row.id) ?? 0 })) };
  });

  app.get<{ Params: InvitationSlugParams }>(
    '/v1/invitation/slug/:slug',
    { schema: { params: invitationSlugParamsSchema } },
    async (request) => {
      const row = await visibleInvitationBySlug(app.db, request.params.slug, await viewerOf(app, request));
      const events = await app.db
        .select()
        .from(invitationEvents)
        .where(eq(invitationEvents.invitation_id, row.id))
        .orderBy(asc(invitationEvents.start_date), asc(invitationEvents.id));
      const invitation_event = events.map(({ invitation_id: _invitation, ...event }) =>
        entityRow(invitationEvents, event),
      );
      return { data: { ...publicInvitationEntity(row), invitation_event } };
    },
  );
}
