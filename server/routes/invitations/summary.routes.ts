import type { FastifyInstance } from 'fastify';
import {
  invitationIdParamsSchema,
  invitationSlugParamsSchema,
  type InvitationIdParams,
  type InvitationSlugParams,
} from '../../../schemas/requests/invitations';
import { invitationSummarySchema } from '../../../schemas/responses/owner-invitations';
import { dataResponse } from '../../http/response-schema';
import { accessibleInvitationBySlug } from '../../services/invitations/invitation-by-slug';
import { invitationSummary } from '../../services/invitations/invitation-summary';
import { accessibleInvitation, type InvitationRow } from '../../services/invitations/ownership';

/** The dashboard's numbers, by id or by slug (owner; 401, 403 and 404 send the client to /invitation). */
export async function summaryRoutes(app: FastifyInstance) {
  const response = { 200: dataResponse(invitationSummarySchema) };
  /** The answer of both: the numbers of the invitation the owner may read. */
  const summaryOf = async (invitation: Promise<InvitationRow>) => ({
    data: await invitationSummary(app.db, await invitation),
  });

  app.get<{ Params: InvitationIdParams }>(
    '/v1/invitation/summary/:id',
    { onRequest: app.requireOwner, schema: { params: invitationIdParamsSchema, response } },
    async (request) => summaryOf(accessibleInvitation(app.db, request.ownerId, request.params.id, 'read')),
  );

  app.get<{ Params: InvitationSlugParams }>(
    '/v1/invitation/summary/slug/:slug',
    { onRequest: app.requireOwner, schema: { params: invitationSlugParamsSchema, response } },
    async (request) => summaryOf(accessibleInvitationBySlug(app.db, request.ownerId, request.params.slug, 'read')),
  );
}
