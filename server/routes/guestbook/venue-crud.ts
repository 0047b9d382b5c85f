import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Schema } from '../../../schemas/json-schema';
import type { Database } from '../../db/database';
import { venueRowVersionsSchema } from '../../../schemas/responses/guestbook';
import { dataListResponse, dataResponse, plainSchema } from '../../http/response-schema';
import { preconditionsOf } from '../../http/write-preconditions';
import { rowViewer } from '../../services/guestbook/guestbook-row';
import { requestViewer, type GuestbookViewer } from '../../services/guestbook/guestbook-viewer';
import { keyedVersionsOf, type ChangeAction } from '../../services/invitations/invitation-changes';
import { recordVenueChange, writeVenueChange } from './venue-change';
import { bearerSchema, GUESTBOOK, type InvitationParams } from './route-schema';

/** One kind of the guestbook's own rows (tables, souvenir kinds): what its four calls do. */
export type VenueCrud<Payload, Entity> = {
  /** The path segment: GET and POST {GUESTBOOK}/{name}; PUT and DELETE /v1/guestbook/{name}/:{param}. */
  name: string;
  /** Its name in the list of changes (docs/product.md#changes): the owner page's ('Meja', 'Suvenir'). */
  subject: string;
  /** The row id's path parameter, as the API describes it (tableId, souvenirId). */
  param: string;
  table: PgTable & { id: PgColumn; invitation_id: PgColumn };
  /** The 404 message for an unknown id. */
  missing: string;
  body: Schema;
  entity: Schema;
  list: (db: Database, rootId: string) => Promise<Entity[]>;
  create: (db: Database, rootId: string, body: Payload) => Promise<Entity>;
  update: (db: Database, id: string, body: Payload) => Promise<Entity>;
  remove: (db: Database, id: string) => Promise<void>;
};

const ownerOnly = { ownerOnly: true };

/**
 * List, add, replace and delete one kind of the guestbook's rows, for the invitation's owner only,
 * on the guestbook's own checks (plan, switch, owner: guestbookViewer); the OwnedCrud of the
 * guestbook (server/routes/content/owned-crud.ts is the invitation content's).
 */
export function venueCrudRoutes<Payload, Entity>(app: FastifyInstance, crud: VenueCrud<Payload, Entity>) {
  type RowParams = { Params: Record<string, string> };
  const rowPath = `/v1/guestbook/${crud.name}/:${crud.param}`;
  const rowId = (request: FastifyRequest<RowParams>) => request.params[crud.param]!;
  const checkRow = (request: FastifyRequest<RowParams>) =>
    rowViewer(app, request, crud.table, rowId(request), crud.missing, ownerOnly);
  const keyPrefix = `${crud.name}:`;
  /** A row added, as one change of the invitation by the signed-in owner or member. */
  const recordAdded = (viewer: GuestbookViewer, id: string) =>
    recordVenueChange(app.db, viewer, { key: `${keyPrefix}${id}`, subject: crud.subject, action: 'create' });
  /** A change or removal of a row, checked against the version it was based on (writeVenueChange). */
  const changeRow = <T>(
    request: FastifyRequest<RowParams>,
    viewer: GuestbookViewer,
    action: ChangeAction,
    write: (db: Database) => Promise<T>,
  ): Promise<T> =>
    writeVenueChange(
      app.db,
      viewer,
      // The version only: a table's or a kind's write is whole, so a repeat writes the same again.
      { basedOn: preconditionsOf(request).basedOn },
      { key: `${keyPrefix}${rowId(request)}`, subject: crud.subject, action },
      write,
    ).then((change) => change.result as T);
  const listResponse = {
    ...dataListResponse(crud.entity),
    required: ['data', 'meta'],
    properties: { ...dataListResponse(crud.entity).properties, meta: plainSchema(venueRowVersionsSchema) },
  };

  app.get<InvitationParams>(
    `${GUESTBOOK}/${crud.name}`,
    { schema: bearerSchema({ response: { 200: listResponse } }) },
    async (request) => {
      const viewer = await requestViewer(app, request, request.params.id, ownerOnly);
      const [data, versions] = await Promise.all([
        crud.list(app.db, viewer.rootId),
        keyedVersionsOf(app.db, viewer.rootId, keyPrefix),
      ]);
      return { data, meta: { versions: Object.fromEntries(versions) } };
    },
  );

  app.post<InvitationParams & { Body: Payload }>(
    `${GUESTBOOK}/${crud.name}`,
    { schema: bearerSchema({ body: crud.body, response: { 201: dataResponse(crud.entity) } }) },
    async (request, reply) => {
      const viewer = await requestViewer(app, request, request.params.id, ownerOnly);
      const created = await crud.create(app.db, viewer.rootId, request.body as Payload);
      await recordAdded(viewer, (created as { id: string }).id);
      return reply.code(201).send({ data: created });
    },
  );

  app.put<RowParams & { Body: Payload }>(
    rowPath,
    { schema: bearerSchema({ body: crud.body, response: { 200: dataResponse(crud.entity) } }) },
    async (request) => {
      const viewer = await checkRow(request);
      const updated = await changeRow(request, viewer, 'update', (tx) =>
        crud.update(tx, rowId(request), request.body as Payload),
      );
      return { data: updated };
    },
  );

  app.delete<RowParams>(rowPath, { schema: bearerSchema() }, async (request) => {
    const viewer = await checkRow(request);
    await changeRow(request, viewer, 'delete', (tx) => crud.remove(tx, rowId(request)));
    return { data: { id: rowId(request) } };
  });
}
