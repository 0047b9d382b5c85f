import { and, eq, inArray } from 'drizzle-orm';
import type { Guest } from '../../schemas/entities/guest.schema';
import type { Database } from '../db/database';
import { guests, rsvpEntries } from '../db/schema';
import { isoTimestamp } from './entity-time';
import { rootInvitationId, type InvitationRow } from './ownership';

type GuestRow = typeof guests.$inferSelect;

/** Guests as entity/guest (id, name, RSVP entries), in the order given: one query for all entries. */
export async function guestEntities(db: Database, rows: GuestRow[]): Promise<Guest[]> {
  if (!rows.length) return [];
  const entries = await db
    .select()
    .from(rsvpEntries)
    .where(
      inArray(
        rsvpEntries.guest_id,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(rsvpEntries.event_id);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    rsvp: entries
      .filter((entry) => entry.guest_id === row.id)
      .map(({ event_id, is_attend, pax }) => ({ event_id, is_attend, pax })),
  }));
}

/** The owner's view of guests: the entity plus the code of their personal link and when they were added. */
export async function ownerGuests(db: Database, rows: GuestRow[]) {
  const entities = await guestEntities(db, rows);
  return entities.map((guest, i) => ({ ...guest, code: rows[i]!.code, created_at: isoTimestamp(rows[i]!.created_at) }));
}

/** The guest a personal link's code names, only when they are a guest of this invitation (of its root). */
export async function guestByCode(db: Database, invitation: InvitationRow, code: string): Promise<Guest | null> {
  const rows = await db
    .select()
    .from(guests)
    .where(and(eq(guests.code, code), eq(guests.invitation_id, rootInvitationId(invitation))));
  const [guest] = await guestEntities(db, rows);
  return guest ?? null;
}
