import { and, eq, isNull } from 'drizzle-orm';
import type { GuestGroupSeats } from '../../../schemas/requests/guests';
import type { Database } from '../../db/database';
import { guests } from '../../db/schema';

/**
 * Gives every guest of one group of a root invitation's list the same seats (docs/product.md#guest-list);
 * the group as the list stores it (trimmed; none or blank: the guests without a group). How many guests it changed.
 */
export async function setGroupSeats(db: Database, rootId: string, { group, seats }: GuestGroupSeats) {
  const name = group?.trim();
  const changed = await db
    .update(guests)
    .set({ seats })
    .where(and(eq(guests.invitation_id, rootId), name ? eq(guests.group, name) : isNull(guests.group)))
    .returning({ id: guests.id });
  return { updated: changed.length };
}
