import type { FastifyInstance } from 'fastify';
import { doorPrizeDrawRequestSchema, type DoorPrizeDrawRequest } from '../../../schemas/requests/guestbook-door-prize';
import { doorPrizeDrawSchema } from '../../../schemas/responses/guestbook-door-prize';
import { doorPrizeDraws } from '../../db/venue-desk-tables';
import { dataListResponse, dataResponse } from '../../http/response-schema';
import {
  doorPrizeDrawOf,
  doorPrizeWinners,
  drawDoorPrize,
  DRAW_NOT_FOUND,
  removeDoorPrizeDraw,
} from '../../services/guestbook/door-prize';
import { announceDoorPrize } from '../../services/guestbook/door-prize-broadcast';
import { rowViewer } from '../../services/guestbook/guestbook-row';
import { requestViewer } from '../../services/guestbook/guestbook-viewer';
import { bearerSchema, GUESTBOOK, type InvitationParams } from './route-schema';

type DrawParams = { Params: { drawId: string } };
const DRAW = '/v1/guestbook/door-prize/:drawId';

/**
 * The door prize (docs/product.md#guestbook): a winner drawn among the guests present (owner or
 * usher; 201, and every hall screen shows them), the winners listed, a winner shown again on the
 * screens, and a draw removed by the owner (its guest drawable again).
 */
export async function doorPrizeRoutes(app: FastifyInstance) {
  app.post<InvitationParams & { Body: DoorPrizeDrawRequest }>(
    `${GUESTBOOK}/door-prize`,
    {
      schema: bearerSchema({ body: doorPrizeDrawRequestSchema, response: { 201: dataResponse(doorPrizeDrawSchema) } }),
    },
    async (request, reply) => {
      const viewer = await requestViewer(app, request, request.params.id);
      const draw = await drawDoorPrize(app.db, viewer.rootId, request.body?.prize?.trim() || null);
      await announceDoorPrize(app, viewer.rootId, draw);
      return reply.code(201).send({ data: draw });
    },
  );

  app.get<InvitationParams>(
    `${GUESTBOOK}/door-prize`,
    { schema: bearerSchema({ response: { 200: dataListResponse(doorPrizeDrawSchema) } }) },
    async (request) => {
      const viewer = await requestViewer(app, request, request.params.id);
      return { data: await doorPrizeWinners(app.db, viewer.rootId) };
    },
  );

  app.post<DrawParams>(`${DRAW}/show`, { schema: bearerSchema() }, async (request, reply) => {
    const { drawId } = request.params;
    const viewer = await rowViewer(app, request, doorPrizeDraws, drawId, DRAW_NOT_FOUND);
    const draw = await doorPrizeDrawOf(app.db, drawId);
    if (draw) await announceDoorPrize(app, viewer.rootId, draw);
    return reply.code(204).send();
  });

  app.delete<DrawParams>(DRAW, { schema: bearerSchema() }, async (request, reply) => {
    const { drawId } = request.params;
    await rowViewer(app, request, doorPrizeDraws, drawId, DRAW_NOT_FOUND, { ownerOnly: true });
    await removeDoorPrizeDraw(app.db, drawId);
    return reply.code(204).send();
  });
}
