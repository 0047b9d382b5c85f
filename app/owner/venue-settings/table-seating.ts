import { normaliseName, searchGuests } from '../../../engine/guestbook/guest-search';
import type { GuestbookTable, VenueGuest } from '../../../schemas/responses/guestbook';

/**
 * Seating guests at the venue's tables (docs/product.md#guestbook), as the owner's table page reads
 * it: the people a guest brings, who sits where, and which guests a search and a group pick.
 */

export type SeatedGuest = Pick<VenueGuest, 'id' | 'name' | 'group' | 'rsvp_pax' | 'table_id'>;

/** People a guest takes at a table: their RSVP pax, at least 1 (as the server counts a table's `seated`). */
export const peopleOf = (guest: Pick<VenueGuest, 'rsvp_pax'>): number => Math.max(guest.rsvp_pax ?? 1, 1);

export const peopleOfAll = (guests: readonly Pick<VenueGuest, 'rsvp_pax'>[]): number =>
  guests.reduce((sum, guest) => sum + peopleOf(guest), 0);

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'id');

/** The guests at a table (null: at none), by name. */
export function guestsAt<G extends SeatedGuest>(guests: readonly G[], tableId: string | null): G[] {
  return guests.filter((guest) => (guest.table_id ?? null) === tableId).sort(byName);
}

/** A table over its capacity, said plainly: "Melebihi kapasitas: 12 dari 10 kursi"; null when it fits. */
export function overCapacityText(table: Pick<GuestbookTable, 'seated' | 'capacity'>): string | null {
  return table.seated > table.capacity ? `Melebihi kapasitas: ${table.seated} dari ${table.capacity} kursi` : null;
}

/** The groups of the guests, each once, by name (guests without a group have none). */
export function groupsOf(guests: readonly Pick<VenueGuest, 'group'>[]): string[] {
  return [...new Set(guests.map((guest) => guest.group).filter((group): group is string => !!group))].sort((a, b) =>
    a.localeCompare(b, 'id'),
  );
}

/** The guests of a group, matched as the server matches `group` (the same name). */
export function guestsOfGroup<G extends SeatedGuest>(guests: readonly G[], group: string): G[] {
  const wanted = group.trim();
  return guests.filter((guest) => guest.group === wanted);
}

/** The guests a name search and a group filter ('' for every group) pick: best match first, else by name. */
export function pickGuests<G extends SeatedGuest>(guests: readonly G[], query: string, group: string): G[] {
  const inGroup = group ? guestsOfGroup(guests, group) : [...guests];
  return normaliseName(query) ? searchGuests(inGroup, query, inGroup.length) : inGroup.sort(byName);
}

/** Each table with its guests, in the tables' order, for the printed seating list. */
export function seatingList<G extends SeatedGuest>(tables: readonly GuestbookTable[], guests: readonly G[]) {
  return tables.map((table) => ({ table, guests: guestsAt(guests, table.id) }));
}
