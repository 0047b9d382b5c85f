import type { FastifyInstance } from 'fastify';
import { giftConfirmationSchema } from '../../schemas/entities/gift-confirmation.schema';
import { wishSchema } from '../../schemas/entities/wish.schema';
import { ownerWishListQuerySchema, type OwnerWishListQuery } from '../../schemas/requests/guests';
import { invitationIdParamsSchema, type InvitationIdParams } from '../../schemas/requests/invitations';
import { ownerWishListMetaSchema } from '../../schemas/responses/owner-guests';
import { dataListResponse, plainSchema } from '../http/response-schema';
import { giftConfirmationsOf, ownerWishPage } from '../services/guests/owner-wishes';
import { accessibleInvitation, rootInvitationId } from '../services/invitations/ownership';

const wishListResponse = {
  200: {
    ...dataListResponse(wishSchema),
    required: ['data', 'meta'],
    properties: { ...dataListResponse(wishSchema).properties, meta: plainSchema(ownerWishListMetaSchema) },
  },
};

/**
 * What guests sent, as the owner reads it (docs/product.md#guest-list): GET /v1/invitation/{id}/wish
 * (searched, newest first, a page at a time) and GET /v1/invitation/{id}/gift/confirmation (every
 * wishlist confirmation, oldest first), of drafts and versions too (a version reads its root's).
 */
export async function ownerWishRoutes(app: FastifyInstance) {
  app.get<{ Params: InvitationIdParams; Querystring: OwnerWishListQuery }>(
    '/v1/invitation/:id/wish',
    {
      onRequest: app.requireOwner,
      schema: { params: invitationIdParamsSchema, querystring: ownerWishListQuerySchema, response: wishListResponse },
    },
    async (request) => {
      const invitation = await accessibleInvitation(app.db, request.ownerId, request.params.id, 'read');
      return ownerWishPage(app.db, rootInvitationId(invitation), request.query);
    },
  );

  app.get<{ Params: InvitationIdParams }>(
    '/v1/invitation/:id/gift/confirmation',
    {
      onRequest: app.requireOwner,
      schema: { params: invitationIdParamsSchema, response: { 200: dataListResponse(giftConfirmationSchema) } },
    },
    async (request) => {
      const invitation = await accessibleInvitation(app.db, request.ownerId, request.params.id, 'read');
      return { data: await giftConfirmationsOf(app.db, rootInvitationId(invitation)) };
    },
  );
}
