import type { FastifyInstance } from 'fastify';
import { souvenirSchema as souvenirRequestSchema, type SouvenirPayload } from '../../../schemas/requests/guestbook';
import { souvenirSchema } from '../../../schemas/responses/guestbook';
import { souvenirs } from '../../db/schema';
import { dataListResponse, dataResponse } from '../../http/response-schema';
import { rowViewer } from '../../services/guestbook/guestbook-row';
import { requestViewer } from '../../services/guestbook/guestbook-viewer';
import {
  createSouvenir,
  removeSouvenir,
  SOUVENIR_NOT_FOUND,
  souvenirList,
  updateSouvenir,
} from '../../services/guestbook/souvenirs';
import { bearerSchema, GUESTBOOK, type InvitationParams } from './route-schema';

type SouvenirParams = { Params: { souvenirId: string } };

/** Souvenir kinds with their stock and rule (owner only). */
export async function souvenirRoutes(app: FastifyInstance) {
  const ownerOnly = { ownerOnly: true };
  const souvenirViewer = (request: Parameters<typeof requestViewer>[1], souvenirId: string) =>
    rowViewer(app, request, souvenirs, souvenirId, SOUVENIR_NOT_FOUND, ownerOnly);

  app.get<InvitationParams>(
    `${GUESTBOOK}/souvenir`,
    { schema: bearerSchema({ response: { 200: dataListResponse(souvenirSchema) } }) },
    async (request) => {
      const viewer = await requestViewer(app, request, request.params.id, ownerOnly);
      return { data: await souvenirList(app.db, viewer.rootId) };
    },
  );

  app.post<InvitationParams & { Body: SouvenirPayload }>(
    `${GUESTBOOK}/souvenir`,
    { schema: bearerSchema({ body: souvenirRequestSchema, response: { 201: dataResponse(souvenirSchema) } }) },
    async (request, reply) => {
      const viewer = await requestViewer(app, request, request.params.id, ownerOnly);
      return reply.code(201).send({ data: await createSouvenir(app.db, viewer.rootId, request.body) });
    },
  );

  app.put<SouvenirParams & { Body: SouvenirPayload }>(
    '/v1/guestbook/souvenir/:souvenirId',
    { schema: bearerSchema({ body: souvenirRequestSchema, response: { 200: dataResponse(souvenirSchema) } }) },
    async (request) => {
      await souvenirViewer(request, request.params.souvenirId);
      return { data: await updateSouvenir(app.db, request.params.souvenirId, request.body) };
    },
  );

  app.delete<SouvenirParams>('/v1/guestbook/souvenir/:souvenirId', { schema: bearerSchema() }, async (request) => {
    await souvenirViewer(request, request.params.souvenirId);
    await removeSouvenir(app.db, request.params.souvenirId);
    return { data: { id: request.params.souvenirId } };
  });
}
