import { eq, sql } from 'drizzle-orm';
import { contentReorderSchema, type ContentReorder } from '../../../schemas/requests/content';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Schema } from '../../../schemas/json-schema';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../http/http-error';
import { ownedInvitation, rootInvitationId } from '../../services/invitations/ownership';
import { ownedRowInvitation, type InvitationContentTable } from '../../services/invitations/owned-row';

type Body = Record<string, unknown>;

const REORDER_MISMATCH = 'Urutan harus memuat setiap isi undangan ini tepat satu kali';
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type OwnedCrud<T extends InvitationContentTable> = {
  /** POST {path}; PUT and DELETE {path}/{id}. */
  path: string;
  table: T;
  /** The update body's fields plus `invitation_id`. */
  create: Schema;
  /** Every field the item has: a PUT replaces it, so a field left out is cleared. */
  update: Schema & { properties: object };
  /** The 404 message for an unknown id. */
  missing: string;
  /** Values of fields a body leaves out, where null is not allowed. */
  defaults?: Body;
  /** Content a version shares with its root (stories, gallery, gifts): a version's id writes to the root. */
  onRoot?: boolean;
  /**
   * Where a new row goes when the body names no place: after the last. With it, PUT {path}/reorder
   * takes every row's id in the new order.
   */
  indexColumn?: PgColumn;
  /** Rules beyond the schema; throw a 400. */
  check?: (body: Body) => void;
  /** Runs in the write's transaction, e.g. to keep one main event. */
  afterWrite?: (tx: Transaction, row: T['$inferSelect']) => Promise<void>;
  /** The row as its entity (read after the write's transaction). */
  entity: (row: T['$inferSelect']) => unknown;
};

/**
 * POST, PUT and DELETE of one kind of invitation content, for the owner only: the invitation (of
 * the body, or of the row) must be theirs (404 unknown, 403 someone else's).
 */
export function ownedCrudRoutes<T extends InvitationContentTable>(app: FastifyInstance, resource: OwnedCrud<T>) {
  const { path, update, defaults = {}, indexColumn, check = () => {}, afterWrite } = resource;
  const table = resource.table as PgTable & InvitationContentTable;
  const fields = Object.keys(update.properties);
  const valuesOf = (body: Body) =>
    Object.fromEntries(fields.map((field) => [field, body[field] ?? defaults[field] ?? null])) as T['$inferInsert'];

  const write = async (run: (tx: Transaction) => Promise<T['$inferSelect'][]>) => {
    const row = await app.db.transaction(async (tx) => {
      const [written] = await run(tx);
      if (!written) throw notFound(resource.missing); // deleted meanwhile
      await afterWrite?.(tx, written);
      return written;
    });
    return resource.entity(row);
  };

  const nextIndex = async (invitationId: string) => {
    const [last] = await app.db
      .select({ next: sql<number>`coalesce(max(${indexColumn}), -1) + 1` })
      .from(table)
      .where(eq(table.invitation_id, invitationId));
    return Number(last?.next ?? 0);
  };

  app.post<{ Body: Body & { invitation_id: string } }>(
    path,
    { onRequest: app.requireOwner, schema: { body: resource.create } },
    async (request, reply) => {
      const { invitation_id, ...body } = request.body;
      check(body);
      const invitation = await ownedInvitation(app.db, request.ownerId, invitation_id);
      const holder = resource.onRoot ? rootInvitationId(invitation) : invitation.id;
      const values: Body = { ...valuesOf(body), invitation_id: holder };
      if (indexColumn && body[indexColumn.name] === undefined) values[indexColumn.name] = await nextIndex(holder);
      const data = await write((tx) => tx.insert(table).values(values).returning() as Promise<T['$inferSelect'][]>);
      return reply.code(201).send({ data });
    },
  );

  if (indexColumn) {
    // A static segment: found before {path}/:id.
    app.put<{ Body: ContentReorder }>(
      `${path}/reorder`,
      { onRequest: app.requireOwner, schema: { body: contentReorderSchema } },
      async (request) => {
        const { invitation_id, order } = request.body;
        const invitation = await ownedInvitation(app.db, request.ownerId, invitation_id);
        const holder = resource.onRoot ? rootInvitationId(invitation) : invitation.id;
        const rows = await app.db.transaction(async (tx) => {
          const current = await tx.select({ id: table.id }).from(table).where(eq(table.invitation_id, holder));
          const ids = new Set(current.map((row) => row.id));
          if (order.length !== ids.size || !order.every((id) => ids.has(id))) {
            throw badRequest(REORDER_MISMATCH, [{ field: 'order', message: REORDER_MISMATCH }]);
          }
          const written: T['$inferSelect'][] = [];
          for (const [index, id] of order.entries()) {
            const [row] = (await tx
              .update(table)
              .set({ [indexColumn.name]: index } as never)
              .where(eq(table.id, id))
              .returning()) as T['$inferSelect'][];
            if (row) written.push(row);
          }
          return written;
        });
        return { data: rows.map(resource.entity) };
      },
    );
  }

  app.put<{ Params: { id: string }; Body: Body }>(
    `${path}/:id`,
    { onRequest: app.requireOwner, schema: { body: update } },
    async (request) => {
      check(request.body);
      await ownedRowInvitation(app.db, request.ownerId, table, request.params.id, resource.missing);
      const data = await write(
        (tx) =>
          tx.update(table).set(valuesOf(request.body)).where(eq(table.id, request.params.id)).returning() as Promise<
            T['$inferSelect'][]
          >,
      );
      return { data };
    },
  );

  app.delete<{ Params: { id: string } }>(`${path}/:id`, { onRequest: app.requireOwner }, async (request) => {
    await ownedRowInvitation(app.db, request.ownerId, table, request.params.id, resource.missing);
    await app.db.delete(table).where(eq(table.id, request.params.id));
    return { data: { id: request.params.id } };
  });
}
