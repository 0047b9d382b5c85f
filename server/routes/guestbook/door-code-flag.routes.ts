import type { FastifyInstance } from 'fastify';
import { doorCodeFlagPayloadSchema, type DoorCodeFlagPayload } from '../../../schemas/requests/door-code-flag';
import { doorCodeFlagSchema } from '../../../schemas/responses/door-code-flag';
import { GUESTBOOK_CHANGED } from '../../plugins/guestbook-hub';
import { dataListResponse, dataResponse } from '../../http/response-schema';
import { doorCodeFlagList, flagDoorCode } from '../../services/guestbook/door-code-flags';
import { requestViewer } from '../../services/guestbook/guestbook-viewer';
import { bearerSchema, GUESTBOOK, type InvitationParams } from './route-schema';

/**
 * Single-use codes shown again at the door (owner or usher): an usher's flag (201 when new, 200 for a
 * retry), and the list the owner reads. A new flag tells the guestbook's devices the counts changed.
 */
export async function doorCodeFlagRoutes(app: FastifyInstance) {
  const flagResponse = dataResponse(doorCodeFlagSchema);
  app.post<InvitationParams & { Body: DoorCodeFlagPayload }>(
    `${GUESTBOOK}/code-flag`,
    { schema: bearerSchema({ body: doorCodeFlagPayloadSchema, response: { 200: flagResponse, 201: flagResponse } }) },
    async (request, reply) => {
      const viewer = await requestViewer(app, request, request.params.id);
      const { created, flag } = await flagDoorCode(app.db, viewer, request.body);
      if (created) await app.notifications.notify(GUESTBOOK_CHANGED, viewer.rootId);
      return reply.code(created ? 201 : 200).send({ data: flag });
    },
  );

  app.get<InvitationParams>(
    `${GUESTBOOK}/code-flag`,
    { schema: bearerSchema({ response: { 200: dataListResponse(doorCodeFlagSchema) } }) },
    async (request) => {
      const viewer = await requestViewer(app, request, request.params.id);
      return { data: await doorCodeFlagList(app.db, viewer.rootId) };
    },
  );
}
