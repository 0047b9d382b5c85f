import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SECTION_SLUGS } from '../../../schemas/section-slugs';
import {
  createInvitationRequestSchema,
  invitationIdParamsSchema,
  invitationStatusRequestSchema,
  updateInvitationRequestSchema,
  type CreateInvitationRequest,
  type InvitationIdParams,
  type InvitationStatusRequest,
  type UpdateInvitationRequest,
} from '../../../schemas/requests/invitations';
import { invitationPrivate, invitationSections, invitations } from '../../db/schema';
import { invitationEntity } from '../../services/invitations/invitation-entity';
import { assertSlugFree, planByCode } from '../../services/invitations/invitation-rules';
import { expiryOf } from '../../services/invitations/invitation-plan';
import { ownedInvitation } from '../../services/invitations/ownership';
import {
  assertGuestbookAllowed,
  assertThemeAllowed,
  planAllowsSection,
  planOf,
} from '../../services/invitations/plan-rules';

/**
 * POST /v1/invitation, PUT /v1/invitation/{id} and PUT /v1/invitation/{id}/status: an owner creates
 * an invitation (a draft), edits it, and publishes it or takes it back to draft. The expiry comes
 * from the plan at creation and is never the owner's to set; the plan decides which themes, which
 * sections and whether the guestbook the invitation may have (docs/product.md#plans).
 */
export async function invitationWriteRoutes(app: FastifyInstance) {
  app.post<{ Body: CreateInvitationRequest }>(
    '/v1/invitation',
    { onRequest: app.requireOwner, schema: { body: createInvitationRequestSchema } },
    async (request, reply) => {
      const { slug, theme, use_multiple_event, use_guestbook = false, plan_code, groom, bride } = request.body;
      const plan = plan_code ? await planByCode(app.db, plan_code) : null;
      await assertThemeAllowed(app.db, theme, plan);
      if (use_guestbook) await assertGuestbookAllowed(app.db, plan);
      await assertSlugFree(app.db, slug);
      const row = await app.db.transaction(async (tx) => {
        const [invitation] = await tx
          .insert(invitations)
          .values({
            user_id: request.ownerId,
            slug,
            theme,
            status: 'draft',
            use_multiple_event,
            use_guestbook,
            plan_id: plan?.id ?? null,
            expired_at: plan ? expiryOf(plan) : undefined,
          })
          .returning();
        const invitation_id = invitation!.id;
        // A section the plan does not have starts inactive (the owner sees it, and its upgrade).
        await tx.insert(invitationSections).values(
          SECTION_SLUGS.map((slug, index) => ({
            invitation_id,
            slug,
            index,
            is_active: planAllowsSection(plan, slug),
          })),
        );
        const couple = [
          groom && { ...groom, person_role: 'groom' },
          bride && { ...bride, person_role: 'bride' },
        ].filter((person) => !!person);
        if (couple.length) await tx.insert(invitationPrivate).values(couple.map((p) => ({ ...p, invitation_id })));
        return invitation!;
      });
      return reply.code(201).send({ data: invitationEntity(row) });
    },
  );

  app.put<{ Params: InvitationIdParams; Body: UpdateInvitationRequest }>(
    '/v1/invitation/:id',
    {
      onRequest: app.requireOwner,
      schema: { params: invitationIdParamsSchema, body: updateInvitationRequestSchema },
    },
    async (request) => {
      const current = await ownedInvitation(app.db, request.ownerId, request.params.id);
      const { style, ...fields } = request.body;
      const plan = await planOf(app.db, current.plan_id);
      if (fields.theme) await assertThemeAllowed(app.db, fields.theme, plan);
      if (fields.use_guestbook) await assertGuestbookAllowed(app.db, plan);
      if (fields.slug) await assertSlugFree(app.db, fields.slug, current.id);
      const [row] = await app.db
        .update(invitations)
        .set({
          ...fields,
          ...(style && { style: { ...current.style, ...style } }),
          updated_at: new Date().toISOString(),
        })
        .where(eq(invitations.id, current.id))
        .returning();
      return { data: invitationEntity(row!) };
    },
  );
  app.put<{ Params: InvitationIdParams; Body: InvitationStatusRequest }>(
    '/v1/invitation/:id/status',
    {
      onRequest: app.requireOwner,
      schema: { params: invitationIdParamsSchema, body: invitationStatusRequestSchema },
    },
    async (request) => {
      const current = await ownedInvitation(app.db, request.ownerId, request.params.id);
      const [row] = await app.db
        .update(invitations)
        .set({ status: request.body.status, updated_at: new Date().toISOString() })
        .where(eq(invitations.id, current.id))
        .returning();
      return { data: invitationEntity(row!) };
    },
  );
}
