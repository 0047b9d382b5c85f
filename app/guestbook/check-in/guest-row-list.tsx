import type { VenueGuest } from '../../../schemas/responses/guestbook';
import { GuestRow } from './guest-row';

/** Guests to pick from (a name search's results, the guests sharing a door code), each with its table. */
export function GuestRowList({
  guests,
  tableNames,
  waitingGuests,
  onPick,
}: {
  guests: readonly VenueGuest[];
  tableNames: ReadonlyMap<string, string>;
  waitingGuests?: ReadonlySet<string>;
  onPick: (guestId: string) => void;
}) {
  return (
    <ul className="guest-finder__list">
      {guests.map((guest) => (
        <GuestRow
          key={guest.id}
          guest={guest}
          tableName={guest.table_id ? (tableNames.get(guest.table_id) ?? null) : null}
          waiting={waitingGuests?.has(guest.id) ?? false}
          onPick={onPick}
        />
      ))}
    </ul>
  );
}
