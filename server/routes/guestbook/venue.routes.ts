import type { FastifyInstance } from 'fastify';
import { guestbookCountsSchema, venueSnapshotSchema } from '../../../schemas/responses/guestbook';
import { dataResponse } from '../../http/response-schema';
import { guestbookCounts } from '../../services/guestbook/guestbook-counts';
import { requestViewer } from '../../services/guestbook/guestbook-viewer';
import { venueSnapshot } from '../../services/guestbook/venue-snapshot';
import { bearerSchema, GUESTBOOK, type InvitationParams } from './route-schema';

/** What a check-in device reads (owner or usher): the venue snapshot it keeps offline, and the day's counts. */
export async function venueRoutes(app: FastifyInstance) {
  app.get<InvitationParams>(
    `${GUESTBOOK}/venue`,
    { schema: bearerSchema({ response: { 200: dataResponse(venueSnapshotSchema) } }) },
    async (request) => {
      const viewer = await requestViewer(app, request, request.params.id);
      return { data: await venueSnapshot(app.db, viewer) };
    },
  );

  app.get<InvitationParams>(
    `${GUESTBOOK}/counts`,
    { schema: bearerSchema({ response: { 200: dataResponse(guestbookCountsSchema) } }) },
    async (request) => {
      const viewer = await requestViewer(app, request, request.params.id);
      return { data: await guestbookCounts(app.db, viewer.rootId) };
    },
  );
}
