import { count, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { guests, invitationPlans, rsvpEntries, wishes, wishlistConfirmations } from '../db/schema';
import { entityRow } from './entity-row';
import { rootInvitationId, type InvitationRow } from './ownership';

/** Guests who answered, guests attending anything, and the people they bring (a guest's largest pax). */
async function rsvpCounts(db: Database, invitationId: string) {
  const perGuest = db
    .select({
      guest_id: rsvpEntries.guest_id,
      attends: sql<boolean>`bool_or(${rsvpEntries.is_attend})`.as('attends'),
      pax: max(sql`case when ${rsvpEntries.is_attend} then ${rsvpEntries.pax} end`).as('pax'),
    })
    .from(rsvpEntries)
    .innerJoin(guests, eq(guests.id, rsvpEntries.guest_id))
    .where(eq(guests.invitation_id, invitationId))
    .groupBy(rsvpEntries.guest_id)
    .as('per_guest');
  const [row] = await db
    .select({
      replied: count(),
      attending: sql<number>`count(*) filter (where ${perGuest.attends})`.mapWith(Number),
      pax: sql<number>`coalesce(sum(${perGuest.pax}), 0)`.mapWith(Number),
    })
    .from(perGuest);
  return row ?? { replied: 0, attending: 0, pax: 0 };
}

async function countOf(db: Database, table: typeof guests | typeof wishes | typeof wishlistConfirmations, id: string) {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.invitation_id, id));
  return row?.n ?? 0;
}

/**
 * The dashboard's numbers for an invitation (docs/product.md#owner-area). Guests, wishes and gift
 * confirmations belong to the root invitation, so a version shows its root's.
 */
export async function invitationSummary(db: Database, invitation: InvitationRow) {
  const rootId = rootInvitationId(invitation);
  const [plan] = invitation.plan_id
    ? await db.select().from(invitationPlans).where(eq(invitationPlans.id, invitation.plan_id))
    : [];
  const rsvp = await rsvpCounts(db, rootId);
  return {
    id: invitation.id,
    slug: invitation.slug,
    status: invitation.status,
    plan: plan ? entityRow(invitationPlans, plan) : null,
    guests: await countOf(db, guests, rootId),
    guests_replied: rsvp.replied,
    guests_attending: rsvp.attending,
    pax_attending: rsvp.pax,
    wishes: await countOf(db, wishes, rootId),
    wishlist_confirmations: await countOf(db, wishlistConfirmations, rootId),
  };
}
