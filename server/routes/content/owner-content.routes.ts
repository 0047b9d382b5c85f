import type { FastifyInstance } from 'fastify';
import { invitationIdParamsSchema, type InvitationIdParams } from '../../../schemas/requests/invitations';
import { ownerContentSchema } from '../../../schemas/responses/owner-content';
import { dataResponse } from '../../http/response-schema';
import { ownerContentOf } from '../../services/invitations/owner-content';
import { accessibleInvitation } from '../../services/invitations/ownership';

/** GET /v1/invitation/{id}/content: everything the owner's section editors edit, in one call. */
export async function ownerContentRoutes(app: FastifyInstance) {
  app.get<{ Params: InvitationIdParams }>(
    '/v1/invitation/:id/content',
    {
      onRequest: app.requireOwner,
      schema: { params: invitationIdParamsSchema, response: { 200: dataResponse(ownerContentSchema) } },
    },
    async (request) => {
      const invitation = await accessibleInvitation(app.db, request.ownerId, request.params.id, 'read');
      return { data: await ownerContentOf(app.db, invitation) };
    },
  );
}
