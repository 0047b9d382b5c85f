import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { CheckIn } from '../../../schemas/responses/guestbook';
import type { Database } from '../../db/database';
import { checkIns } from '../../db/schema';
import { conflict } from '../../http/http-error';
import { checkInById } from './check-in-view';

/*
 * Check-out (docs/product.md#guestbook): where the owner turned it on, an usher records a guest
 * leaving on the guest's live check-in. Both ways are idempotent: a second check-out keeps the first
 * time, undoing one not checked out changes nothing. A check-in that was undone cannot check out.
 */

export const CHECK_IN_UNDONE = 'Check-in tamu ini sudah dibatalkan';

/**
 * Marks the check-in's guest as gone at `at` (the device's clock, never before the check-in), once:
 * the first time stays. 409 when the check-in was undone.
 */
export async function checkOut(db: Database, checkInId: string, at: string): Promise<CheckIn> {
  await db
    .update(checkIns)
    .set({ checked_out_at: sql`greatest(${checkIns.checked_in_at}, ${at}::timestamptz)` })
    .where(and(eq(checkIns.id, checkInId), isNull(checkIns.undone_at), isNull(checkIns.checked_out_at)));
  const checkIn = (await checkInById(db, checkInId))!;
  if (checkIn.undone) throw conflict(CHECK_IN_UNDONE);
  return checkIn;
}

/** Takes a check-out back (a mistake): the guest is inside again. 409 when the check-in was undone. */
export async function undoCheckOut(db: Database, checkInId: string): Promise<CheckIn> {
  await db
    .update(checkIns)
    .set({ checked_out_at: null })
    .where(and(eq(checkIns.id, checkInId), isNull(checkIns.undone_at), isNotNull(checkIns.checked_out_at)));
  const checkIn = (await checkInById(db, checkInId))!;
  if (checkIn.undone) throw conflict(CHECK_IN_UNDONE);
  return checkIn;
}
