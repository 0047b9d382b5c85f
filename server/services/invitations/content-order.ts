import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { badRequest } from '../../http/http-error';
import type { InvitationContentTable } from './owned-row';

/** A transaction of the database, as `db.transaction` hands it to its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Every row an invitation has in `table`, put in a new order: `order` must name each of their ids
 * exactly once (else 400 with `mismatch`, at the field `order`); each row's `indexColumn` becomes its
 * place in it. The rows as written, in that order.
 */
export async function reorderRows<Row>(
  tx: Transaction,
  table: InvitationContentTable,
  indexColumn: PgColumn,
  invitationId: string,
  order: string[],
  mismatch: string,
): Promise<Row[]> {
  const current = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(table.invitation_id, invitationId));
  const ids = new Set(current.map((row) => row.id));
  if (order.length !== ids.size || !order.every((id) => ids.has(id))) {
    throw badRequest(mismatch, [{ field: 'order', message: mismatch }]);
  }
  const written: Row[] = [];
  for (const [index, id] of order.entries()) {
    const [row] = (await tx
      .update(table as PgTable)
      .set({ [indexColumn.name]: index } as never)
      .where(eq(table.id, id))
      .returning()) as Row[];
    if (row) written.push(row);
  }
  return written;
}

/** The place after an invitation's last row of `table` (0 for none): where a new row goes. */
export async function nextIndex(
  db: Database,
  table: InvitationContentTable,
  indexColumn: PgColumn,
  invitationId: string,
) {
  const [last] = await db
    .select({ next: sql<number>`coalesce(max(${indexColumn}), -1) + 1` })
    .from(table as PgTable)
    .where(eq(table.invitation_id, invitationId));
  return Number(last?.next ?? 0);
}
