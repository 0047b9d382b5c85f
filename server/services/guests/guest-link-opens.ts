import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { guestLinkOpens } from '../../db/guest-link-tables';
import { guests } from '../../db/schema';

/**
 * A guest's personal link was opened (docs/product.md#link-opens): the first time a row with now as its
 * first and last time, after that one more and the last time now. One statement, so two opens at
 * once both count. No IP, no user agent: only when and how often.
 */
export async function recordLinkOpen(db: Database, guestId: string): Promise<void> {
  await db
    .insert(guestLinkOpens)
    .values({ guest_id: guestId })
    .onConflictDoUpdate({
      target: guestLinkOpens.guest_id,
      set: { last_opened_at: sql`now()`, open_count: sql`${guestLinkOpens.open_count} + 1` },
    });
}

/** The root invitation's guests who opened their personal link at least once (the dashboard's 'dibuka'). */
export async function openedGuestCount(db: Database, rootId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(guestLinkOpens)
    .innerJoin(guests, eq(guests.id, guestLinkOpens.guest_id))
    .where(eq(guests.invitation_id, rootId));
  return row?.n ?? 0;
}
