import type { FastifyInstance } from 'fastify';
import {
  usherAccessSchema as usherAccessRequestSchema,
  usherSessionSchema,
  type UsherAccessPayload,
  type UsherSession,
} from '../../../schemas/requests/guestbook';
import { usherAccessSchema, usherSessionResultSchema } from '../../../schemas/responses/guestbook';
import { guestbookUshers } from '../../db/schema';
import { dataListResponse, dataResponse } from '../../http/response-schema';
import { rowViewer } from '../../services/guestbook/guestbook-row';
import { requestViewer } from '../../services/guestbook/guestbook-viewer';
import {
  createUsherAccess,
  revokeUsherAccess,
  usherAccesses,
  usherSession,
} from '../../services/guestbook/usher-access';
import { publicWriteConfig } from '../../services/limits/public-write-limit';
import { bearerSchema, GUESTBOOK, type InvitationParams } from './route-schema';
import { recordVenueChange } from './venue-change';

/** The ushers' accesses in the list of changes. */
const USHERS = 'Penerima Tamu';

/** Tries of an usher code per minute per client. */
const SESSION_TRIES_PER_MINUTE = 10;

/**
 * Usher access (docs/product.md#guestbook): the owner's list, a new access with a code, revoking it;
 * and the usher's sign-in, trading the code for an usher token.
 */
export async function usherRoutes(app: FastifyInstance) {
  const ownerOnly = { ownerOnly: true };

  app.post<{ Body: UsherSession }>(
    '/v1/guestbook/usher/session',
    {
      schema: { body: usherSessionSchema, response: { 200: dataResponse(usherSessionResultSchema) } },
      config: publicWriteConfig(SESSION_TRIES_PER_MINUTE),
    },
    async (request) => ({ data: await usherSession(app, request.body.code) }),
  );

  app.get<InvitationParams>(
    `${GUESTBOOK}/usher`,
    { schema: bearerSchema({ response: { 200: dataListResponse(usherAccessSchema) } }) },
    async (request) => {
      const viewer = await requestViewer(app, request, request.params.id, ownerOnly);
      return { data: await usherAccesses(app, viewer.rootId) };
    },
  );

  app.post<InvitationParams & { Body: UsherAccessPayload }>(
    `${GUESTBOOK}/usher`,
    { schema: bearerSchema({ body: usherAccessRequestSchema, response: { 201: dataResponse(usherAccessSchema) } }) },
    async (request, reply) => {
      const viewer = await requestViewer(app, request, request.params.id, ownerOnly);
      const access = await createUsherAccess(app, viewer.rootId, request.body);
      await recordVenueChange(app.db, viewer, { key: `usher:${access.id}`, subject: USHERS, action: 'create' });
      return reply.code(201).send({ data: access });
    },
  );

  app.delete<{ Params: { usherId: string } }>(
    '/v1/guestbook/usher/:usherId',
    { schema: bearerSchema({ response: { 200: dataResponse(usherAccessSchema) } }) },
    async (request) => {
      const { usherId } = request.params;
      const viewer = await rowViewer(
        app,
        request,
        guestbookUshers,
        usherId,
        'Akses penerima tamu tidak ditemukan',
        ownerOnly,
      );
      const revoked = await revokeUsherAccess(app, usherId);
      await recordVenueChange(app.db, viewer, { key: `usher:${usherId}`, subject: USHERS, action: 'delete' });
      return { data: revoked };
    },
  );
}
