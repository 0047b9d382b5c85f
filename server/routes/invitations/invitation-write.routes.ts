import type { FastifyInstance } from 'fastify';
import type { Schema } from '../../../schemas/json-schema';
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
import { assertEmailVerified } from '../../services/auth/account-user';
import { assertPlanPaid } from '../../services/payments/plan-paid';
import { createInvitation } from '../../services/invitations/invitation-create';
import { invitationEntity } from '../../services/invitations/invitation-entity';
import { assertSlugFree } from '../../services/invitations/invitation-rules';
import { updateInvitation, type InvitationInsert } from '../../services/invitations/invitation-update';
import { preconditionsOf } from '../../http/write-preconditions';
import { invitationKey, writeChange } from '../../services/invitations/invitation-changes';
import {
  accessibleInvitation,
  rootInvitationId,
  type InvitationNeed,
  type InvitationRow,
} from '../../services/invitations/ownership';
import { assertGuestbookAllowed, assertThemeAllowed, planOf } from '../../services/invitations/plan-rules';

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
      const row = await createInvitation(app.db, request.ownerId, request.body);
      return reply.code(201).send({ data: invitationEntity(row) });
    },
  );

  /**
   * PUT {path} of one of the caller's invitations: the columns `change` sets, written with updated_at,
   * as one change of `what` (its key and its name in the list of changes).
   */
  const putOwnedInvitation = <Body>(
    path: string,
    need: InvitationNeed,
    body: Schema,
    what: { key: (id: string) => string; subject: string },
    change: (current: InvitationRow, body: Body) => Promise<Partial<InvitationInsert>>,
  ) =>
    app.put<{ Params: InvitationIdParams; Body: Body }>(
      path,
      { onRequest: app.requireOwner, schema: { params: invitationIdParamsSchema, body } },
      async (request) => {
        const current = await accessibleInvitation(app.db, request.ownerId, request.params.id, need);
        const values = await change(current, request.body as Body);
        const target = { rootId: rootInvitationId(current), entityKey: what.key(current.id), subject: what.subject };
        const written = await writeChange(
          app.db,
          { ...target, action: 'update', userId: request.ownerId },
          preconditionsOf(request),
          (tx) => updateInvitation(tx, current.id, values),
        );
        const row = written.result ?? (await accessibleInvitation(app.db, request.ownerId, current.id, 'read'));
        return { data: invitationEntity(row), meta: { version: written.version } };
      },
    );

  putOwnedInvitation<UpdateInvitationRequest>(
    '/v1/invitation/:id',
    'edit',
    updateInvitationRequestSchema,
    { key: invitationKey, subject: 'Pengaturan' },
    async (current, { style, in_portofolio, ...fields }) => {
      const plan = await planOf(app.db, current.plan_id);
      if (fields.theme) await assertThemeAllowed(app.db, fields.theme, plan);
      if (fields.use_guestbook) await assertGuestbookAllowed(app.db, plan);
      if (fields.slug) await assertSlugFree(app.db, fields.slug, current.id);
      return {
        ...fields,
        ...(style && { style: { ...current.style, ...style } }),
        // Turned off, the invitation leaves every public showcase; on, it keeps one the operator chose.
        ...(in_portofolio !== undefined && { showcase: in_portofolio ? (current.showcase ?? 'portofolio') : null }),
      };
    },
  );
  putOwnedInvitation<InvitationStatusRequest>(
    '/v1/invitation/:id/status',
    // Publishing and taking back: the owner's alone (docs/product.md#members).
    'owner',
    invitationStatusRequestSchema,
    { key: (id) => `status:${id}`, subject: 'Status terbit' },
    async (current, { status }) => {
      // An unverified account may do everything but publish (docs/product.md#accounts).
      if (status === 'published') {
        await assertEmailVerified(app.db, current.user_id);
        await assertPlanPaid(app.db, current);
      }
      return { status };
    },
  );
}
