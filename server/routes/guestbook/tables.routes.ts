import type { FastifyInstance } from 'fastify';
import {
  guestbookTableSchema as tableRequestSchema,
  seatingSchema,
  type GuestbookTablePayload,
  type SeatingPayload,
} from '../../../schemas/requests/guestbook';
import { guestbookTableSchema } from '../../../schemas/responses/guestbook';
import { guestbookTables } from '../../db/schema';
import { dataListResponse, dataResponse } from '../../http/response-schema';
import { rowViewer } from '../../services/guestbook/guestbook-row';
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

type TableParams = { Params: { tableId: string } };

/** Venue tables and seating guests or whole groups at them (owner only). */
export async function tableRoutes(app: FastifyInstance) {
  const ownerOnly = { ownerOnly: true };
  const listResponse = { 200: dataListResponse(guestbookTableSchema) };
  const tableViewer = (request: Parameters<typeof requestViewer>[1], tableId: string) =>
    rowViewer(app, request, guestbookTables, tableId, TABLE_NOT_FOUND, ownerOnly);

  app.get<InvitationParams>(
    `${GUESTBOOK}/table`,
    { schema: bearerSchema({ response: listResponse }) },
    async (request) => {
      const viewer = await requestViewer(app, request, request.params.id, ownerOnly);
      return { data: await tableList(app.db, viewer.rootId) };
    },
  );

  app.post<InvitationParams & { Body: GuestbookTablePayload }>(
    `${GUESTBOOK}/table`,
    { schema: bearerSchema({ body: tableRequestSchema, response: { 201: dataResponse(guestbookTableSchema) } }) },
    async (request, reply) => {
      const viewer = await requestViewer(app, request, request.params.id, ownerOnly);
      return reply.code(201).send({ data: await createTable(app.db, viewer.rootId, request.body) });
    },
  );

  app.put<TableParams & { Body: GuestbookTablePayload }>(
    '/v1/guestbook/table/:tableId',
    { schema: bearerSchema({ body: tableRequestSchema, response: { 200: dataResponse(guestbookTableSchema) } }) },
    async (request) => {
      await tableViewer(request, request.params.tableId);
      return { data: await updateTable(app.db, request.params.tableId, request.body) };
    },
  );

  app.delete<TableParams>('/v1/guestbook/table/:tableId', { schema: bearerSchema() }, async (request) => {
    await tableViewer(request, request.params.tableId);
    await removeTable(app.db, request.params.tableId);
    return { data: { id: request.params.tableId } };
  });

  app.put<InvitationParams & { Body: SeatingPayload }>(
    `${GUESTBOOK}/seating`,
    { schema: bearerSchema({ body: seatingSchema, response: listResponse }) },
    async (request) => {
      const viewer = await requestViewer(app, request, request.params.id, ownerOnly);
      return { data: await seatGuests(app.db, viewer.rootId, request.body) };
    },
  );
}
