import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, unauthorized } from '../../http/http-error';
import { bearerTokenOf } from '../../plugins/services';
import { requestViewer, type GuestbookViewer } from './guestbook-viewer';

/** A guestbook table whose rows belong to one guestbook (the root invitation's). */
type GuestbookRowTable = PgTable & { id: PgColumn; invitation_id: PgColumn };

/**
 * The viewer of the guestbook a row belongs to (a check-in, a table, a souvenir, an usher access),
 * for the calls that name the row and not the invitation: 404 with `missing` when there is no such
 * row, then the viewer's own checks (guestbookViewer).
 */
export async function rowViewer(
  app: FastifyInstance,
  request: FastifyRequest,
  table: GuestbookRowTable,
  id: string,
  missing: string,
  options: { ownerOnly?: boolean } = {},
): Promise<GuestbookViewer> {
  if (!bearerTokenOf(request)) throw unauthorized();
  const [row] = await app.db
    .select({ invitation_id: table.invitation_id })
    .from(table as PgTable)
    .where(eq(table.id, id));
  if (!row) throw notFound(missing);
  return requestViewer(app, request, row.invitation_id as string, options);
}
