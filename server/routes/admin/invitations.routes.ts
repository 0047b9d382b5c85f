import type { FastifyInstance } from 'fastify';
import {
  adminInvitationListQuerySchema,
  invitationSuspendRequestSchema,
  invitationUnsuspendRequestSchema,
  type AdminInvitationListQuery,
  type NoteRequest,
  type ReasonRequest,
} from '../../../schemas/requests/admin';
import { invitationIdParamsSchema, type InvitationIdParams } from '../../../schemas/requests/invitations';
import { adminInvitationSchema } from '../../../schemas/responses/admin';
import { dataResponse } from '../../http/response-schema';
import { adminInvitationPage } from '../../services/admin/admin-invitations';
import { setSuspension } from '../../services/admin/invitation-suspension';
import { bodyMayBeLeftOut, operatorOf, operatorsOnly, pagedListResponse } from './admin-route-parts';

/**
 * Invitations in the operator console (docs/product.md#operator-console): found by slug or the
 * owner's e-mail; suspended with a reason (its public page then says 'Undangan ini sedang tidak
 * tersedia.') and restored. Suspending or restoring answers the invitation as it now is.
 */
export async function adminInvitationRoutes(app: FastifyInstance) {
  app.get<{ Querystring: AdminInvitationListQuery }>(
    '/v1/admin/invitations',
    {
      ...operatorsOnly(app),
      schema: {
        querystring: adminInvitationListQuerySchema,
        response: { 200: pagedListResponse(adminInvitationSchema) },
      },
    },
    async (request) => adminInvitationPage(app.db, request.query),
  );

  const written = { 200: dataResponse(adminInvitationSchema) };
  app.post<{ Params: InvitationIdParams; Body: ReasonRequest }>(
    '/v1/admin/invitations/:id/suspend',
    {
      ...operatorsOnly(app),
      schema: { params: invitationIdParamsSchema, body: invitationSuspendRequestSchema, response: written },
    },
    async (request) => ({
      data: await setSuspension(app.db, operatorOf(app, request), request.params.id, { reason: request.body.reason }),
    }),
  );

  app.post<{ Params: InvitationIdParams; Body: NoteRequest }>(
    '/v1/admin/invitations/:id/unsuspend',
    {
      ...operatorsOnly(app),
      preValidation: bodyMayBeLeftOut,
      schema: { params: invitationIdParamsSchema, body: invitationUnsuspendRequestSchema, response: written },
    },
    async (request) => ({
      data: await setSuspension(app.db, operatorOf(app, request), request.params.id, {
        reason: null,
        note: request.body.note,
      }),
    }),
  );
}
