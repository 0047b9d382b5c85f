import type { FastifyInstance } from 'fastify';
import { invitationIdParamsSchema, type InvitationIdParams } from '../../../schemas/requests/invitations';
import { invitationChangesSchema, RECENT_CHANGES } from '../../../schemas/responses/invitation-changes';
import { isoTimestamp } from '../../db/entity-time';
import { dataResponse } from '../../http/response-schema';
import { recentChanges } from '../../services/invitations/invitation-changes';
import { accessibleInvitation, rootInvitationId } from '../../services/invitations/ownership';

/** GET /v1/invitation/{id}/change: who changed what lately, for the dashboard and the editors. */
export async function changesRoutes(app: FastifyInstance) {
  app.get<{ Params: InvitationIdParams }>(
    '/v1/invitation/:id/change',
    {
      onRequest: app.requireOwner,
      schema: { params: invitationIdParamsSchema, response: { 200: dataResponse(invitationChangesSchema) } },
    },
    async (request) => {
      const invitation = await accessibleInvitation(app.db, request.ownerId, request.params.id, 'read');
      const changes = await recentChanges(app.db, rootInvitationId(invitation), RECENT_CHANGES);
      return { data: changes.map((change) => ({ ...change, created_at: isoTimestamp(change.created_at) })) };
    },
  );
}
