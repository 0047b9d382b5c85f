import { and, count, countDistinct, desc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { mainEvent } from '../../../engine/content/main-event';
import type { Database } from '../../db/database';
import { orders } from '../../db/payment-tables';
import {
  guests,
  invitationEvents,
  invitationMembers,
  invitationPlans,
  invitationPrivate,
  invitations,
  rsvpEntries,
  wishes,
} from '../../db/schema';
import { eventEntity } from './event-entity';
import { invitationEntity } from './invitation-entity';
import { isExpired } from './invitation-visibility';

/** A count per invitation id, from rows `{ id, n }`. */
const byId = (rows: { id: string | null; n: number }[]) => new Map(rows.map((row) => [row.id, row.n]));

/**
 * The root invitations a user owns or is a member of, newest first, as their list shows them (the
 * shape: schemas/responses/owner-invitations.ts): each with the user's role on it, its version count,
 * the couple's names, the main event, the plan's badge, whether it has expired, whether its plan is
 * paid and its newest order's status, and its guests, guests attending and wishes. A fixed number
 * of queries, however many invitations there are.
 */
export async function myInvitations(db: Database, userId: string, now = Date.now()) {
  const rows = await db
    .select({ invitation: invitations, member_role: invitationMembers.role })
    .from(invitations)
    .leftJoin(
      invitationMembers,
      and(
        eq(invitationMembers.invitation_id, invitations.id),
        eq(invitationMembers.user_id, userId),
        isNotNull(invitationMembers.accepted_at),
      ),
    )
    .where(and(isNull(invitations.parent_id), or(eq(invitations.user_id, userId), isNotNull(invitationMembers.id))))
    .orderBy(desc(invitations.created_at), desc(invitations.id));
  if (!rows.length) return [];
  const roots = rows.map((row) => row.invitation);
  const roleOf = (row: (typeof rows)[number]) =>
    row.invitation.user_id === userId ? ('owner' as const) : row.member_role!;
  const ids = roots.map((root) => root.id);
  const [versions, people, events, plans, guestCounts, attendingCounts, wishCounts, newestOrders] = await Promise.all([
    db
      .select({ id: invitations.parent_id, n: count() })
      .from(invitations)
      .where(inArray(invitations.parent_id, ids))
      .groupBy(invitations.parent_id),
    db
      .select({
        invitation_id: invitationPrivate.invitation_id,
        role: invitationPrivate.person_role,
        person_name: invitationPrivate.person_name,
        person_nickname: invitationPrivate.person_nickname,
      })
      .from(invitationPrivate)
      .where(inArray(invitationPrivate.invitation_id, ids)),
    db.select().from(invitationEvents).where(inArray(invitationEvents.invitation_id, ids)),
    // The plans are few: all of them, so that the number of queries never changes.
    db.select().from(invitationPlans),
    db
      .select({ id: guests.invitation_id, n: count() })
      .from(guests)
      .where(inArray(guests.invitation_id, ids))
      .groupBy(guests.invitation_id),
    db
      .select({ id: guests.invitation_id, n: countDistinct(guests.id) })
      .from(guests)
      .innerJoin(rsvpEntries, eq(rsvpEntries.guest_id, guests.id))
      .where(and(inArray(guests.invitation_id, ids), eq(rsvpEntries.is_attend, true)))
      .groupBy(guests.invitation_id),
    db
      .select({ id: wishes.invitation_id, n: count() })
      .from(wishes)
      .where(inArray(wishes.invitation_id, ids))
      .groupBy(wishes.invitation_id),
    // Each invitation's newest order.
    db
      .selectDistinctOn([orders.invitation_id], { id: orders.invitation_id, status: orders.status })
      .from(orders)
      .where(inArray(orders.invitation_id, ids))
      .orderBy(orders.invitation_id, desc(orders.created_at)),
  ]);
  const [versionCount, guestCount, attendingCount, wishCount] = [
    versions,
    guestCounts,
    attendingCounts,
    wishCounts,
  ].map(byId);
  const names = (id: string, role: 'groom' | 'bride') => {
    const person = people.find((p) => p.invitation_id === id && p.role === role);
    return person ? { person_name: person.person_name, person_nickname: person.person_nickname } : null;
  };
  return rows.map((found) => {
    const row = found.invitation;
    const main = mainEvent(events.filter((e) => e.invitation_id === row.id).map(eventEntity));
    const plan = plans.find((p) => p.id === row.plan_id);
    return {
      ...invitationEntity(row),
      my_role: roleOf(found),
      version_count: versionCount!.get(row.id) ?? 0,
      couple: { groom: names(row.id, 'groom'), bride: names(row.id, 'bride') },
      main_event: main ? { label: main.label, start_date: main.start_date } : null,
      plan: plan
        ? { code: plan.code, name: plan.name, color: plan.color, tier: plan.tier, with_guestbook: plan.with_guestbook }
        : null,
      expired: isExpired(row, now),
      paid: row.paid_at !== null,
      order_status: newestOrders.find((order) => order.id === row.id)?.status ?? null,
      counts: {
        guests: guestCount!.get(row.id) ?? 0,
        attending: attendingCount!.get(row.id) ?? 0,
        wishes: wishCount!.get(row.id) ?? 0,
      },
    };
  });
}
