import type { FastifyInstance } from 'fastify';
import {
  checkInSchema as checkInRequestSchema,
  walkInSchema,
  type CheckInPayload,
  type WalkInPayload,
} from '../../../schemas/requests/guestbook';
import { checkInResultSchema, checkInSchema, type CheckInResult } from '../../../schemas/responses/guestbook';
import { checkIns } from '../../db/schema';
import { dataResponse } from '../../http/response-schema';
import { checkInGuest, undoCheckIn, walkIn } from '../../services/guestbook/check-in';
import { rowViewer } from '../../services/guestbook/guestbook-row';
import { requestViewer } from '../../services/guestbook/guestbook-viewer';
import { bearerSchema, GUESTBOOK, type InvitationParams } from './route-schema';

const resultResponse = { 200: dataResponse(checkInResultSchema), 201: dataResponse(checkInResultSchema) };
/** 201 for a check-in this call made, 200 for a retry (`same`) or another's first (`already`). */
const statusOf = (result: CheckInResult) => (result.result === 'created' ? 201 : 200);

/** Checking guests in at the door (owner or usher): a guest on the list, a walk-in, undoing a mistake. */
export async function checkInRoutes(app: FastifyInstance) {
  app.post<InvitationParams & { Body: CheckInPayload }>(
    `${GUESTBOOK}/check-in`,
    { schema: bearerSchema({ body: checkInRequestSchema, response: resultResponse }) },
    async (request, reply) => {
      const viewer = await requestViewer(app, request, request.params.id);
      const result = await checkInGuest(app.db, viewer, request.body);
      return reply.code(statusOf(result)).send({ data: result });
    },
  );

  app.post<InvitationParams & { Body: WalkInPayload }>(
    `${GUESTBOOK}/walk-in`,
    { schema: bearerSchema({ body: walkInSchema, response: resultResponse }) },
    async (request, reply) => {
      const viewer = await requestViewer(app, request, request.params.id);
      const result = await walkIn(app.db, viewer, request.body);
      return reply.code(statusOf(result)).send({ data: result });
    },
  );

  app.delete<{ Params: { checkInId: string } }>(
    '/v1/guestbook/check-in/:checkInId',
    { schema: bearerSchema({ response: { 200: dataResponse(checkInSchema) } }) },
    async (request) => {
      const { checkInId } = request.params;
      await rowViewer(app, request, checkIns, checkInId, 'Check-in tidak ditemukan');
      return { data: await undoCheckIn(app.db, checkInId) };
    },
  );
}
