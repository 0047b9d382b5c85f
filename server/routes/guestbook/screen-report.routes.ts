import type { FastifyInstance } from 'fastify';
import {
  greetingScreenReportSchema as reportRequestSchema,
  type GreetingScreenReportPayload,
} from '../../../schemas/requests/greeting-screen-report';
import { greetingScreenReportSchema } from '../../../schemas/responses/greeting-screen-report';
import { orNull } from '../../../schemas/schema-parts';
import { dataResponse } from '../../http/response-schema';
import { lastScreenReport, saveScreenReport } from '../../services/guestbook/greeting-screen-report';
import { requestViewer } from '../../services/guestbook/guestbook-viewer';
import { bearerSchema, GUESTBOOK, type InvitationParams } from './route-schema';

/**
 * The hall display's report of how far behind it is (owner or usher, docs/product.md#guestbook):
 * the display PUTs it every 15 seconds while it runs; the owner's dashboard reads the latest.
 */
export async function screenReportRoutes(app: FastifyInstance) {
  app.put<InvitationParams & { Body: GreetingScreenReportPayload }>(
    `${GUESTBOOK}/screen-report`,
    {
      schema: bearerSchema({ body: reportRequestSchema, response: { 200: dataResponse(greetingScreenReportSchema) } }),
    },
    async (request) => {
      const viewer = await requestViewer(app, request, request.params.id);
      return { data: await saveScreenReport(app.db, viewer.rootId, request.body) };
    },
  );

  app.get<InvitationParams>(
    `${GUESTBOOK}/screen-report`,
    { schema: bearerSchema({ response: { 200: dataResponse(orNull(greetingScreenReportSchema)) } }) },
    async (request) => {
      const viewer = await requestViewer(app, request, request.params.id);
      return { data: await lastScreenReport(app.db, viewer.rootId) };
    },
  );
}
