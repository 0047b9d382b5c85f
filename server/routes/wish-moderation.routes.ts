import type { FastifyInstance } from 'fastify';
import { wishSchema } from '../../schemas/entities/wish.schema';
import { wishIdParamsSchema, type WishIdParams } from '../../schemas/requests/guest-writes';
import { invitationIdParamsSchema, type InvitationIdParams } from '../../schemas/requests/invitations';
import {
  wishModerationSchema,
  wishStatusRequestSchema,
  type WishModeration,
  type WishStatusRequest,
} from '../../schemas/requests/wish-moderation';
import { wishes } from '../db/schema';
import { dataResponse } from '../http/response-schema';
import { wishEntity } from '../services/guests/wish-entity';
import { changeOwnedWish } from '../services/guests/owner-wish-change';
import { wishModerationOf } from '../services/guests/wish-moderation';
import { recordChange } from '../services/invitations/invitation-changes';
import { updateInvitation } from '../services/invitations/invitation-update';
import { accessibleInvitation, rootInvitationId } from '../services/invitations/ownership';

const modeResponse = { 200: dataResponse(wishModerationSchema) };

/**
 * The owner's hand in the wishes (docs/product.md#wish-moderation): GET and PUT
 * /v1/invitation/{id}/wish-moderation read and set whether a guest's wish shows at once or after the
 * owner approves it (on the root invitation, so every version follows it); PUT /v1/wish/{id}/status
 * approves a waiting wish, hides one, or shows a hidden one again. Each write changes the public
 * page at once: a write to a wish bumps its invitation's page_version (server/db/cached-reads.ts).
 */
export async function wishModerationRoutes(app: FastifyInstance) {
  app.get<{ Params: InvitationIdParams }>(
    '/v1/invitation/:id/wish-moderation',
    { onRequest: app.requireOwner, schema: { params: invitationIdParamsSchema, response: modeResponse } },
    async (request) => {
      const invitation = await accessibleInvitation(app.db, request.ownerId, request.params.id, 'read');
      return { data: { wish_moderation: await wishModerationOf(app.db, invitation) } };
    },
  );

  app.put<{ Params: InvitationIdParams; Body: WishModeration }>(
    '/v1/invitation/:id/wish-moderation',
    {
      onRequest: app.requireOwner,
      schema: { params: invitationIdParamsSchema, body: wishModerationSchema, response: modeResponse },
    },
    async (request) => {
      const invitation = await accessibleInvitation(app.db, request.ownerId, request.params.id, 'edit');
      const rootId = rootInvitationId(invitation);
      const { wish_moderation } = request.body;
      await updateInvitation(app.db, rootId, { wish_moderation });
      await recordChange(app.db, {
        rootId,
        entityKey: `wish-moderation:${rootId}`,
        subject: 'Moderasi ucapan',
        action: 'update',
        userId: request.ownerId,
      });
      return { data: { wish_moderation } };
    },
  );

  app.put<{ Params: WishIdParams; Body: WishStatusRequest }>(
    '/v1/wish/:id/status',
    {
      onRequest: app.requireOwner,
      schema: {
        params: wishIdParamsSchema,
        body: wishStatusRequestSchema,
        response: { 200: dataResponse(wishSchema) },
      },
    },
    async (request) => {
      const row = await changeOwnedWish(app.db, request.ownerId, request.params.id, 'update', (where) =>
        app.db.update(wishes).set({ status: request.body.status }).where(where).returning(),
      );
      return { data: wishEntity(row) };
    },
  );
}
