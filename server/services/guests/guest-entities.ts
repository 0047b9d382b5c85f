import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Guest } from '../../../schemas/entities/guest.schema';
import type { RsvpEntry } from '../../../schemas/entities/rsvp-entry.schema';
import type { OwnerGuest } from '../../../schemas/responses/owner-guests';
import type { Database } from '../../db/database';
import { guestLinkOpens } from '../../db/guest-link-tables';
import { guests, invitationEvents, rsvpEntries } from '../../db/schema';
import { isoTimestamp } from '../../db/entity-time';
import { FIRST_VERSION, guestVersionsOf } from '../invitations/invitation-changes';
import { rootInvitationId, type InvitationRow } from '../invitations/ownership';

export type GuestRow = typeof guests.$inferSelect;

const entryColumns = {
  guest_id: rsvpEntries.guest_id,
  event_id: rsvpEntries.event_id,
  is_attend: rsvpEntries.is_attend,
  pax: rsvpEntries.pax,
  by_owner: rsvpEntries.by_owner,
};
type EntryRow = { guest_id: string } & RsvpEntry;

/** Each guest with their entries, in the order given; the entries grouped once (not a scan per guest). */
function withEntries(rows: GuestRow[], entries: EntryRow[]): Guest[] {
  const byGuest = new Map<string, RsvpEntry[]>();
  for (const { guest_id, ...entry } of entries) {
    const list = byGuest.get(guest_id);
    if (list) list.push(entry);
    else byGuest.set(guest_id, [entry]);
  }
  return rows.map((row) => ({ id: row.id, name: row.name, rsvp: byGuest.get(row.id) ?? [], seats: row.seats }));
}

/** The RSVP entries of these guests, by event: one query. */
const entriesOf = (db: Database, rows: GuestRow[]): Promise<EntryRow[]> =>
  db
    .select(entryColumns)
    .from(rsvpEntries)
    .where(
      inArray(
        rsvpEntries.guest_id,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(rsvpEntries.event_id);

/** Guests as entity/guest (id, name, RSVP entries, seats), in the order given: one query for all entries. */
export async function guestEntities(db: Database, rows: GuestRow[]): Promise<Guest[]> {
  if (!rows.length) return [];
  // Who recorded an answer is the owner's to know (docs/product.md#owner-answers), not the guest's.
  const entries = (await entriesOf(db, rows)).map(({ by_owner: _byOwner, ...entry }) => entry);
  return withEntries(rows, entries);
}

type LinkOpen = { first_opened_at: string; open_count: number };

/** When each guest's personal link was first opened and how often (guest-link-opens.ts), by guest. */
async function linkOpensOf(db: Database, where: SQL): Promise<Map<string, LinkOpen>> {
  const rows = await db
    .select({
      guest_id: guestLinkOpens.guest_id,
      first_opened_at: guestLinkOpens.first_opened_at,
      open_count: guestLinkOpens.open_count,
    })
    .from(guestLinkOpens)
    .where(where);
  return new Map(rows.map(({ guest_id, ...open }) => [guest_id, open]));
}

/** The owner's fields added to guest entities of these rows (same order), with each one's version. */
const ownerView = (
  rows: GuestRow[],
  entities: Guest[],
  versions: Map<string, string>,
  opens: Map<string, LinkOpen>,
): OwnerGuest[] =>
  entities.map((guest, i) => {
    const row = rows[i]!;
    const opened = opens.get(row.id);
    return {
      ...guest,
      version: versions.get(row.id) ?? FIRST_VERSION,
      seats: row.seats,
      group: row.group,
      whatsapp_number: row.whatsapp_number,
      vip: row.vip,
      code: row.code,
      sent_at: row.sent_at === null ? null : isoTimestamp(row.sent_at),
      reminded_at: row.reminded_at === null ? null : isoTimestamp(row.reminded_at),
      thanked_at: row.thanked_at === null ? null : isoTimestamp(row.thanked_at),
      first_opened_at: opened ? isoTimestamp(opened.first_opened_at) : null,
      open_count: opened?.open_count ?? 0,
      created_at: isoTimestamp(row.created_at),
    };
  });

/**
 * The owner's view of guests (schemas/responses/owner-guests.ts): the entity plus their group, their
 * WhatsApp number (+62…), the code of their personal link, when each kind of message last went, when
 * their link was first opened and how often, when they were added and their version
 * (docs/product.md#no-lost-edit). Never answered to a guest: the public calls use `guestEntities`.
 * Three queries side by side (entries, versions, link opens), whatever the number of rows (all of
 * one root invitation).
 */
export async function ownerGuests(db: Database, rows: GuestRow[]): Promise<OwnerGuest[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [entries, versions, opens] = await Promise.all([
    entriesOf(db, rows),
    guestVersionsOf(db, rows[0]!.invitation_id, ids),
    linkOpensOf(db, inArray(guestLinkOpens.guest_id, ids)),
  ]);
  return ownerView(rows, withEntries(rows, entries), versions, opens);
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

/** Every guest of a root invitation as the owner sees them, in the order they were added (four queries). */
export async function allOwnerGuests(db: Database, rootId: string): Promise<OwnerGuest[]> {
  const ofRoot = eq(guests.invitation_id, rootId);
  const [rows, entries, versions, opens] = await Promise.all([
    db.select().from(guests).where(ofRoot).orderBy(asc(guests.created_at), asc(guests.id)),
    db
      .select(entryColumns)
      .from(rsvpEntries)
      .innerJoin(guests, eq(guests.id, rsvpEntries.guest_id))
      .where(ofRoot)
      .orderBy(rsvpEntries.event_id),
    guestVersionsOf(db, rootId),
    linkOpensOf(db, inArray(guestLinkOpens.guest_id, db.select({ id: guests.id }).from(guests).where(ofRoot))),
  ]);
  return ownerView(rows, withEntries(rows, entries), versions, opens);
}

/** Every RSVP answer of the guests of a root invitation, one row per guest and event, with its label. */
export async function rsvpAnswersOf(db: Database, rootId: string) {
  return db
    .select({
      guest_id: guests.id,
      guest_name: guests.name,
      event_id: invitationEvents.id,
      event_label: invitationEvents.label,
      is_attend: rsvpEntries.is_attend,
      pax: rsvpEntries.pax,
      // Recorded by the owner for the guest ('Dijawab lewat telepon').
      by_owner: rsvpEntries.by_owner,
    })
    .from(rsvpEntries)
    .innerJoin(guests, eq(guests.id, rsvpEntries.guest_id))
    .innerJoin(invitationEvents, eq(invitationEvents.id, rsvpEntries.event_id))
    .where(eq(guests.invitation_id, rootId))
    .orderBy(asc(guests.created_at), asc(guests.id), asc(invitationEvents.start_date), asc(invitationEvents.id));
}
