import { eq, inArray, or } from 'drizzle-orm';
import { activeUntilOf } from '../../../engine/content/active-period';
import { mainEvent } from '../../../engine/content/main-event';
import type { Database } from '../../db/database';
import { invitationEvents, invitations } from '../../db/schema';

type Executor = Pick<Database, 'select' | 'update'>;

/** The start of the main event of each invitation of a family (a root and its versions), in ms. */
export async function mainEventStartsOf(db: Executor, rootId: string): Promise<number[]> {
  const family = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(or(eq(invitations.id, rootId), eq(invitations.parent_id, rootId)));
  if (!family.length) return [];
  const events = await db
    .select({
      invitation_id: invitationEvents.invitation_id,
      start_date: invitationEvents.start_date,
      is_main_event: invitationEvents.is_main_event,
    })
    .from(invitationEvents)
    .where(
      inArray(
        invitationEvents.invitation_id,
        family.map((f) => f.id),
      ),
    );
  return family
    .map(({ id }) => mainEvent(events.filter((e) => e.invitation_id === id)))
    .filter((main) => main !== undefined)
    .map((main) => Date.parse(main.start_date));
}

/**
 * Sets `expired_at` of a root invitation and its versions from what was paid (`paid_until`) and the
 * main events (engine/content/active-period.ts): called after a payment, a refund and every change
 * of an event. An unpaid invitation has no end yet.
 */
export async function refreshActivePeriod(db: Executor, rootId: string): Promise<string | null> {
  const [root] = await db
    .select({ paid_until: invitations.paid_until, expired_at: invitations.expired_at })
    .from(invitations)
    .where(eq(invitations.id, rootId));
  if (!root) return null;
  const expired_at = root.paid_until
    ? new Date(activeUntilOf(Date.parse(root.paid_until), await mainEventStartsOf(db, rootId))).toISOString()
    : null;
  if (expired_at !== (root.expired_at && new Date(root.expired_at).toISOString())) {
    await db
      .update(invitations)
      .set({ expired_at })
      .where(or(eq(invitations.id, rootId), eq(invitations.parent_id, rootId)));
  }
  return expired_at;
}

/** As `refreshActivePeriod`, for the family of any invitation (a version's root). */
export async function refreshActivePeriodOf(db: Executor, invitationId: string): Promise<string | null> {
  const [row] = await db
    .select({ parent_id: invitations.parent_id })
    .from(invitations)
    .where(eq(invitations.id, invitationId));
  return row ? refreshActivePeriod(db, row.parent_id ?? invitationId) : null;
}
