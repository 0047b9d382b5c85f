import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { notFound } from '../../http/http-error';
import { accessibleInvitation, type InvitationNeed, type InvitationRow } from './ownership';

/** A table of an invitation's content: rows with an `id` that belong to one invitation. */
export type InvitationContentTable = PgTable & { id: PgColumn; invitation_id: PgColumn };

/**
 * The invitation a content row (story, event, gift …) belongs to, if the caller's role on it allows
 * `need`: 404 with `missing` when there is no such row, 404 or 403 from `invitationAccess` otherwise.
 */
export async function accessibleRowInvitation(
  db: Database,
  userId: string,
  table: InvitationContentTable,
  id: string,
  missing: string,
  need: InvitationNeed,
): Promise<InvitationRow> {
  const [row] = await db
    .select({ invitation_id: table.invitation_id })
    .from(table as PgTable)
    .where(eq(table.id, id));
  if (!row) throw notFound(missing);
  return accessibleInvitation(db, userId, row.invitation_id as string, need);
}
