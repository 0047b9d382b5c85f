import { asc, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { mainEvent } from '../../../engine/content/main-event';
import { daysUntilEvent } from '../../../engine/format/calendar-days';
import type { InvitationSummary } from '../../../schemas/responses/owner-invitations';
import type { Database } from '../../db/database';
import { orders } from '../../db/payment-tables';
import {
  guests,
  invitationEvents,
  invitationPlans,
  invitations,
  rsvpEntries,
  wishes,
  wishlistConfirmations,
} from '../../db/schema';
import { entityRow } from '../../db/entity-row';
import { isoTimestamp } from '../../db/entity-time';
import { pendingWishCount } from '../guests/wish-moderation';
import { openedGuestCount } from '../guests/guest-link-opens';
import { eventEntity } from './event-entity';
import { isExpired } from './invitation-visibility';
import { rootInvitationId, type InvitationRow } from './ownership';
import { planOf } from './plan-rules';

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

/** The root invitation's guests, those whose personal link went out, and the seats of them all. */
async function guestCounts(db: Database, rootId: string) {
  const [row] = await db
    .select({
      total: count(),
      sent: count(guests.sent_at),
      seats: sql<number>`coalesce(sum(${guests.seats}), 0)`.mapWith(Number),
    })
    .from(guests)
    .where(eq(guests.invitation_id, rootId));
  return row ?? { total: 0, sent: 0, seats: 0 };
}

async function countOf(db: Database, table: typeof wishes | typeof wishlistConfirmations, id: string) {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.invitation_id, id));
  return row?.n ?? 0;
}

/** The invitation's own events in time order, each with its guests attending and declining and the people attending. */
async function eventCounts(db: Database, invitationId: string) {
  const events = await db
    .select()
    .from(invitationEvents)
    .where(eq(invitationEvents.invitation_id, invitationId))
    .orderBy(asc(invitationEvents.start_date), asc(invitationEvents.id));
  const answers = events.length
    ? await db
        .select({
          event_id: rsvpEntries.event_id,
          attending: sql<number>`count(*) filter (where ${rsvpEntries.is_attend})`.mapWith(Number),
          declining: sql<number>`count(*) filter (where not ${rsvpEntries.is_attend})`.mapWith(Number),
          pax: sql<number>`coalesce(sum(${rsvpEntries.pax}) filter (where ${rsvpEntries.is_attend}), 0)`.mapWith(
            Number,
          ),
        })
        .from(rsvpEntries)
        .where(
          inArray(
            rsvpEntries.event_id,
            events.map((e) => e.id),
          ),
        )
        .groupBy(rsvpEntries.event_id)
    : [];
  return events.map((row) => {
    const counted = answers.find((a) => a.event_id === row.id);
    return {
      entity: eventEntity(row),
      counts: { attending: counted?.attending ?? 0, declining: counted?.declining ?? 0, pax: counted?.pax ?? 0 },
    };
  });
}

/** Whether the root invitation's plan is paid for, and the status of its newest order (null before any). */
async function paymentOf(db: Database, rootId: string) {
  const [root] = await db.select({ paid_at: invitations.paid_at }).from(invitations).where(eq(invitations.id, rootId));
  const [newest] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.invitation_id, rootId))
    .orderBy(desc(orders.created_at))
    .limit(1);
  return { paid: Boolean(root?.paid_at), order_status: newest?.status ?? null };
}

/**
 * The dashboard's numbers for an invitation (docs/product.md#owner-area; the shape:
 * schemas/responses/owner-invitations.ts). Guests, wishes and gift confirmations belong to the root
 * invitation, so a version shows its root's, and so does its payment; events are the invitation's own.
 */
export async function invitationSummary(
  db: Database,
  invitation: InvitationRow,
  now = Date.now(),
): Promise<InvitationSummary> {
  const rootId = rootInvitationId(invitation);
  const plan = await planOf(db, invitation.plan_id);
  const rsvp = await rsvpCounts(db, rootId);
  const { total: guestTotal, sent, seats } = await guestCounts(db, rootId);
  const events = await eventCounts(db, invitation.id);
  const main = mainEvent(events.map((e) => e.entity));
  return {
    id: invitation.id,
    slug: invitation.slug,
    status: invitation.status as InvitationSummary['status'],
    theme: invitation.theme,
    use_guestbook: invitation.use_guestbook,
    meta_image: invitation.meta_image,
    expired_at: invitation.expired_at === null ? null : isoTimestamp(invitation.expired_at),
    expired: isExpired(invitation, now),
    ...(await paymentOf(db, rootId)),
    plan: plan ? entityRow(invitationPlans, plan) : null,
    guests: guestTotal,
    guests_replied: rsvp.replied,
    guests_attending: rsvp.attending,
    guests_declining: rsvp.replied - rsvp.attending,
    guests_unanswered: guestTotal - rsvp.replied,
    guests_sent: sent,
    guests_opened: await openedGuestCount(db, rootId),
    pax_attending: rsvp.pax,
    wishes: await countOf(db, wishes, rootId),
    wishes_pending: await pendingWishCount(db, rootId),
    wishlist_confirmations: await countOf(db, wishlistConfirmations, rootId),
    events: events.map(({ entity: { id, label, is_main_event, start_date }, counts }) => ({
      id,
      label,
      is_main_event: is_main_event ?? false,
      start_date,
      ...counts,
      // Every guest is invited to every event: each event's seats are all of them.
      seats_invited: seats,
    })),
    days_to_main_event: main ? daysUntilEvent(main.start_date, now, main.extra?.timezone) : null,
  };
}
