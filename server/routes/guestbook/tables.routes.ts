import type { FastifyInstance } from 'fastify';
import {
  guestbookTableSchema as tableRequestSchema,
  seatingSchema,
  type SeatingPayload,
} from '../../../schemas/requests/guestbook';
import { guestbookTableSchema } from '../../../schemas/responses/guestbook';
import { guestbookTables } from '../../db/schema';
import { dataListResponse } from '../../http/response-schema';
import { requestViewer } from '../../services/guestbook/guestbook-viewer';
import {
  createTable,
  removeTable,
  seatGuests,
  TABLE_NOT_FOUND,
  tableList,
  updateTable,
} from '../../services/guestbook/tables';
import { bearerSchema, GUESTBOOK, type InvitationParams } from './route-schema';
import { recordVenueChange } from './venue-change';
import { venueCrudRoutes } from './venue-crud';

/** Venue tables and seating guests or whole groups at them (owner only). */
export async function tableRoutes(app: FastifyInstance) {
  venueCrudRoutes(app, {
    name: 'table',
    subject: 'Meja',
    param: 'tableId',
    table: guestbookTables,
    missing: TABLE_NOT_FOUND,
    body: tableRequestSchema,
    entity: guestbookTableSchema,
    list: tableList,
    create: createTable,
    update: updateTable,
    remove: removeTable,
  });

  app.put<InvitationParams & { Body: SeatingPayload }>(
    `${GUESTBOOK}/seating`,
    { schema: bearerSchema({ body: seatingSchema, response: { 200: dataListResponse(guestbookTableSchema) } }) },
    async (request) => {
      const viewer = await requestViewer(app, request, request.params.id, { ownerOnly: true });
      const tables = await seatGuests(app.db, viewer.rootId, request.body);
      await recordVenueChange(app.db, viewer, { key: `seating:${viewer.rootId}`, subject: 'Meja', action: 'update' });
      return { data: tables };
    },
  );
}
