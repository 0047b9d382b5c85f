import { eq } from 'drizzle-orm';
import { contentReorderSchema, type ContentReorder } from '../../../schemas/requests/content';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Schema } from '../../../schemas/json-schema';
import { notFound } from '../../http/http-error';
import { preconditionsOf } from '../../http/write-preconditions';
import { writeChange, type ChangeAction } from '../../services/invitations/invitation-changes';
import { accessibleInvitation, rootInvitationId, type InvitationRow } from '../../services/invitations/ownership';
import { nextIndex, reorderRows, type Transaction } from '../../services/invitations/content-order';
import { accessibleRowInvitation, type InvitationContentTable } from '../../services/invitations/owned-row';
import { withRichTextSanitized } from '../../services/invitations/rich-text-sanitizer';
import { checkOwnUploadFields, type OwnUploadFields } from '../../services/media/own-upload-fields';

type Body = Record<string, unknown>;

const REORDER_MISMATCH = 'Urutan harus memuat setiap isi undangan ini tepat satu kali';

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
  /** Its name in the owner area, as the list of changes says it ('Acara'). */
  subject: string;
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
  /** Image fields that must hold the caller's own upload (or keep the row's), with the message when not. */
  ownUploads?: OwnUploadFields;
  /** Runs in the write's transaction (a deletion too, with the row removed), e.g. to keep one main event. */
  afterWrite?: (tx: Transaction, row: T['$inferSelect'], action: ChangeAction) => Promise<void>;
  /** The row as its entity (read after the write's transaction). */
  entity: (row: T['$inferSelect']) => unknown;
};

/**
 * POST, PUT and DELETE of one kind of invitation content, for its owner and editors: the caller's
 * role on the invitation (of the body, or of the row) must allow editing (404 unknown, 403 otherwise).
 */
export function ownedCrudRoutes<T extends InvitationContentTable>(app: FastifyInstance, resource: OwnedCrud<T>) {
  const { path, update, defaults = {}, indexColumn, check = () => {}, afterWrite, ownUploads = {} } = resource;
  const table = resource.table as PgTable & InvitationContentTable;
  const fields = Object.keys(update.properties);
  /** The row's values: a field left out is its default or null; rich text sanitized (a story, a wishlist item). */
  const valuesOf = (body: Body) => {
    const sanitized = withRichTextSanitized(update, body);
    return Object.fromEntries(
      fields.map((field) => [field, sanitized[field] ?? defaults[field] ?? null]),
    ) as T['$inferInsert'];
  };

  /** The invitation that holds the rows: the root, for content a version shares with it. */
  const holderOf = (invitation: InvitationRow) => (resource.onRoot ? rootInvitationId(invitation) : invitation.id);

  /** The kind of row in its changes' keys: the path's last segment ('story:{id}'). */
  const kind = path.split('/').pop()!;
  const readRow = async (id: string) => {
    const [row] = await app.db.select().from(table).where(eq(table.id, id));
    if (!row) throw notFound(resource.missing);
    return resource.entity(row as T['$inferSelect']);
  };

  /**
   * One change of a row (docs/product.md#no-lost-edit): checked against the version the request was
   * based on, run with `afterWrite` in the change's transaction, answered as the entity with its new
   * version; a repeated request answers the row as it is.
   */
  const write = async (
    request: FastifyRequest,
    invitation: InvitationRow,
    id: string,
    action: ChangeAction,
    run: (tx: Transaction) => Promise<T['$inferSelect'][]>,
  ) => {
    const target = { rootId: rootInvitationId(invitation), entityKey: `${kind}:${id}`, subject: resource.subject };
    const change = await writeChange(
      app.db,
      { ...target, action, userId: request.ownerId },
      preconditionsOf(request),
      async (tx) => {
        const [written] = await run(tx);
        if (!written) throw notFound(resource.missing); // deleted meanwhile
        await afterWrite?.(tx, written, action);
        return written;
      },
    );
    const meta = { version: change.version };
    if (action === 'delete') return { data: { id }, meta };
    const rowId = change.replayed ? change.entityKey.slice(kind.length + 1) : id;
    return { data: await (change.result ? resource.entity(change.result) : readRow(rowId)), meta };
  };

  app.post<{ Body: Body & { invitation_id: string } }>(
    path,
    { onRequest: app.requireOwner, schema: { body: resource.create } },
    async (request, reply) => {
      const { invitation_id, ...body } = request.body;
      check(body);
      const invitation = await accessibleInvitation(app.db, request.ownerId, invitation_id, 'edit');
      await checkOwnUploadFields(app.db, request.ownerId, ownUploads, body);
      const holder = holderOf(invitation);
      const id = crypto.randomUUID();
      const values: Body = { ...valuesOf(body), id, invitation_id: holder };
      if (indexColumn && body[indexColumn.name] === undefined)
        values[indexColumn.name] = await nextIndex(app.db, table, indexColumn, holder);
      const answer = await write(
        request,
        invitation,
        id,
        'create',
        (tx) => tx.insert(table).values(values).returning() as Promise<T['$inferSelect'][]>,
      );
      return reply.code(201).send(answer);
    },
  );

  if (indexColumn) {
    // A static segment: found before {path}/:id.
    app.put<{ Body: ContentReorder }>(
      `${path}/reorder`,
      { onRequest: app.requireOwner, schema: { body: contentReorderSchema } },
      async (request) => {
        const { invitation_id, order } = request.body;
        const invitation = await accessibleInvitation(app.db, request.ownerId, invitation_id, 'edit');
        const holder = holderOf(invitation);
        const target = { rootId: rootInvitationId(invitation), entityKey: `${kind}-order:${holder}` };
        const change = await writeChange(
          app.db,
          { ...target, subject: resource.subject, action: 'update', userId: request.ownerId },
          preconditionsOf(request),
          (tx) => reorderRows<T['$inferSelect']>(tx, table, indexColumn, holder, order, REORDER_MISMATCH),
        );
        const rows =
          change.result ??
          (await app.db.select().from(table).where(eq(table.invitation_id, holder)).orderBy(indexColumn));
        return { data: rows.map(resource.entity), meta: { version: change.version } };
      },
    );
  }

  /**
   * A change of the row the path names: its invitation must let the caller edit it; then `before`
   * may refuse it.
   */
  const writeRow = async (
    request: FastifyRequest<{ Params: { id: string } }>,
    action: ChangeAction,
    run: (tx: Transaction, id: string) => Promise<unknown>,
    before?: (id: string) => Promise<void>,
  ) => {
    const { id } = request.params;
    const invitation = await accessibleRowInvitation(app.db, request.ownerId, table, id, resource.missing, 'edit');
    await before?.(id);
    return write(request, invitation, id, action, (tx) => run(tx, id) as Promise<T['$inferSelect'][]>);
  };

  app.put<{ Params: { id: string }; Body: Body }>(
    `${path}/:id`,
    { onRequest: app.requireOwner, schema: { body: update } },
    async (request) => {
      check(request.body);
      return writeRow(
        request,
        'update',
        (tx, id) => tx.update(table).set(valuesOf(request.body)).where(eq(table.id, id)).returning(),
        async (id) => {
          if (Object.keys(ownUploads).length === 0) return;
          const [current] = await app.db.select().from(table).where(eq(table.id, id));
          await checkOwnUploadFields(app.db, request.ownerId, ownUploads, request.body, current);
        },
      );
    },
  );

  app.delete<{ Params: { id: string } }>(`${path}/:id`, { onRequest: app.requireOwner }, (request) =>
    writeRow(request, 'delete', (tx, id) => tx.delete(table).where(eq(table.id, id)).returning()),
  );
}
