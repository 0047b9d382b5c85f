import type { FastifyInstance } from 'fastify';
import {
  invitationIdParamsSchema,
  invitationSlugParamsSchema,
  type InvitationIdParams,
  type InvitationSlugParams,
} from '../../../schemas/requests/invitations';
import { invitationSummarySchema } from '../../../schemas/responses/owner-invitations';
import { dataResponse } from '../../http/response-schema';
import { ownedInvitationBySlug } from '../../services/invitations/invitation-by-slug';
import { invitationSummary } from '../../services/invitations/invitation-summary';
import { ownedInvitation } from '../../services/invitations/ownership';

/** The dashboard's numbers, by id or by slug (owner; 401, 403 and 404 send the client to /invitation). */
export async function summaryRoutes(app: FastifyInstance) {
  const response = { 200: dataResponse(invitationSummarySchema) };
  app.get<{ Params: InvitationIdParams }>(
    '/v1/invitation/summary/:id',
    { onRequest: app.requireOwner, schema: { params: invitationIdParamsSchema, response } },
    async (request) => ({
      data: await invitationSummary(app.db, await ownedInvitation(app.db, request.ownerId, request.params.id)),
    }),
  );

  app.get<{ Params: InvitationSlugParams }>(
    '/v1/invitation/summary/slug/:slug',
    { onRequest: app.requireOwner, schema: { params: invitationSlugParamsSchema, response } },
    async (request) => ({
      data: await invitationSummary(app.db, await ownedInvitationBySlug(app.db, request.ownerId, request.params.slug)),
    }),
  );
}
