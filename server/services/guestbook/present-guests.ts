import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { checkIns } from '../../db/schema';

/**
 * The guests present at the venue (docs/product.md#guestbook): checked in, the check-in not undone
 * and the guest not checked out. The door prize draws from them; check-out is recorded only where the
 * owner turned it on, so without it every live check-in counts as present.
 */

/** The check-ins (table check_ins) of guests present at this invitation's venue. */
export function presentGuestsCondition(rootId: string): SQL {
  return and(eq(checkIns.invitation_id, rootId), isNull(checkIns.undone_at), isNull(checkIns.checked_out_at))!;
}

/** The ids of the guests present at this invitation's venue. */
export async function presentGuestIds(db: Database, rootId: string): Promise<string[]> {
  const rows = await db.select({ guest_id: checkIns.guest_id }).from(checkIns).where(presentGuestsCondition(rootId));
  return rows.map((row) => row.guest_id);
}
