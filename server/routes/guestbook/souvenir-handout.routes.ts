import type { FastifyInstance } from 'fastify';
import {
  souvenirHandoutSchema as handoutRequestSchema,
  type SouvenirHandoutPayload,
} from '../../../schemas/requests/guestbook';
import { souvenirHandoutSchema } from '../../../schemas/responses/guestbook';
import { dataResponse } from '../../http/response-schema';
import { requestViewer } from '../../services/guestbook/guestbook-viewer';
import { handOutSouvenir } from '../../services/guestbook/hand-out-souvenir';
import { bearerSchema, GUESTBOOK, type InvitationParams } from './route-schema';

/** Handing a souvenir to a guest (owner or usher): 201 when handed now, 200 for a retry of one handed. */
export async function souvenirHandoutRoutes(app: FastifyInstance) {
  const handoutResponse = dataResponse(souvenirHandoutSchema);
  app.post<InvitationParams & { Body: SouvenirHandoutPayload }>(
    `${GUESTBOOK}/souvenir-handout`,
    { schema: bearerSchema({ body: handoutRequestSchema, response: { 200: handoutResponse, 201: handoutResponse } }) },
    async (request, reply) => {
      const viewer = await requestViewer(app, request, request.params.id);
      const { created, handout } = await handOutSouvenir(app.db, viewer, request.body);
      return reply.code(created ? 201 : 200).send({ data: handout });
    },
  );
}
