import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { invitations } from '../../db/schema';
import type { InvitationRow } from './ownership';

export type InvitationInsert = typeof invitations.$inferInsert;

/** Sets these columns of an invitation, and its updated_at to now: the row as written. */
export async function updateInvitation(
  db: Database,
  id: string,
  values: Partial<InvitationInsert>,
): Promise<InvitationRow> {
  const [row] = await db
    .update(invitations)
    .set({ ...values, updated_at: new Date().toISOString() })
    .where(eq(invitations.id, id))
    .returning();
  return row!;
}
