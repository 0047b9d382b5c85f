import type { FastifyInstance } from 'fastify';
import { coupleUpdateSchema, type CoupleUpdate } from '../../../schemas/requests/content';
import type { Database } from '../../db/database';
import { invitationPrivate } from '../../db/schema';
import { coupleOf } from '../../services/invitations/invitation-couple';
import { viewerOf, visibleInvitationBySlug } from '../../services/invitations/invitation-visibility';
import { SECTIONS } from '../../../schemas/sections';
import { preconditionsOf } from '../../http/write-preconditions';
import { coupleKey, writeChange } from '../../services/invitations/invitation-changes';
import { accessibleInvitation, rootInvitationId } from '../../services/invitations/ownership';

const ROLES = ['groom', 'bride'] as const;
const PERSON_FIELDS = Object.keys(coupleUpdateSchema.properties.groom.properties) as (keyof NonNullable<
  CoupleUpdate['groom']
>)[];

/** The couple as { groom, bride }, each entity/private-person, or null while not filled in. */
async function coupleOrNull(db: Database, invitationId: string) {
  const { groom = null, bride = null } = await coupleOf(db, invitationId);
  return { groom, bride };
}

/** The couple (invitation_private): read publicly by slug, saved by the owner person by person. */
export async function coupleRoutes(app: FastifyInstance) {
  app.get<{ Params: { slug: string } }>('/v1/invitation/slug/:slug/private', async (request) => {
    const invitation = await visibleInvitationBySlug(app.db, request.params.slug, await viewerOf(app, request));
    return { data: await coupleOrNull(app.db, invitation.id) };
  });

  app.put<{ Params: { id: string }; Body: CoupleUpdate }>(
    '/v1/invitation/private/:id',
    { onRequest: app.requireOwner, schema: { body: coupleUpdateSchema } },
    async (request) => {
      const invitation = await accessibleInvitation(app.db, request.ownerId, request.params.id, 'edit');
      const change = await writeChange(
        app.db,
        {
          rootId: rootInvitationId(invitation),
          entityKey: coupleKey(invitation.id),
          subject: SECTIONS.couple.settings.title,
          action: 'update',
          userId: request.ownerId,
        },
        preconditionsOf(request),
        async (tx) => {
          for (const role of ROLES) {
            const person = request.body[role];
            if (!person) continue;
            // A person is saved whole: a field left out is cleared.
            const values = Object.fromEntries(
              PERSON_FIELDS.map((field) => [field, person[field] ?? null]),
            ) as typeof person;
            await tx
              .insert(invitationPrivate)
              .values({ ...values, invitation_id: invitation.id, person_role: role })
              .onConflictDoUpdate({
                target: [invitationPrivate.invitation_id, invitationPrivate.person_role],
                set: values,
              });
          }
        },
      );
      return { data: await coupleOrNull(app.db, invitation.id), meta: { version: change.version } };
    },
  );
}
