import type { GuestbookTable, VenueGuest } from '../../../schemas/responses/guestbook';
import { guestsOfGroup, peopleOfAll, pickGuests } from './table-seating';

/** How guests are picked to be seated: one by one, or a whole group. */
export type SeatingMode = 'guests' | 'group';

/** Guests shown at once in the picker; a search or a group narrows the rest down. */
const SHOWN_MAX = 200;

/** The picks a seating is made of, as the picker holds them. */
export type SeatingPicks = {
  mode: SeatingMode;
  picked: ReadonlySet<string>;
  wholeGroup: string;
  onlyUnseated: boolean;
  query: string;
  groupFilter: string;
};

/**
 * What a seating as picked comes to at `table`: the guests the picker offers (not at that table, only
 * those without one when asked, narrowed by the search and the group) and the ones it shows; the
 * guests chosen (those picked, or the whole group's), those who arrive at the table and those who move
 * from another, and the people at the table after it.
 */
export function seatingReckoning(
  guests: readonly VenueGuest[],
  table: GuestbookTable | undefined,
  picks: SeatingPicks,
) {
  const { mode, picked, wholeGroup, onlyUnseated, query, groupFilter } = picks;
  const candidates = pickGuests(
    guests.filter((guest) => guest.table_id !== table?.id && (!onlyUnseated || !guest.table_id)),
    query,
    groupFilter,
  );
  const shown = candidates.slice(0, SHOWN_MAX);
  const chosen = mode === 'guests' ? guests.filter((g) => picked.has(g.id)) : guestsOfGroup(guests, wholeGroup);
  const moving = chosen.filter((guest) => guest.table_id !== null && guest.table_id !== table?.id);
  const arriving = chosen.filter((guest) => guest.table_id !== table?.id);
  const after = (table?.seated ?? 0) + peopleOfAll(arriving);
  return { candidates, shown, chosen, moving, arriving, after };
}
