import { useMemo } from 'react';
import { normaliseName, searchGuests } from '../../../engine/guestbook/guest-search';
import { formatCount } from '../../../engine/guestbook/guest-facts';
import type { VenueSnapshot } from '../../../schemas/responses/guestbook';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { GuestRow } from './guest-row';

/** How many guests the list shows before a name is typed. */
const LIST_LIMIT = 60;

/**
 * Finding a guest by name over the device's own list (works offline): the results as the usher types,
 * best first; before any name, the list in alphabetical order.
 */
export function GuestFinder({
  venue,
  waitingGuests,
  query,
  onQuery,
  onPick,
  onWalkIn,
}: {
  venue: VenueSnapshot;
  waitingGuests: ReadonlySet<string>;
  query: string;
  onQuery: (query: string) => void;
  onPick: (guestId: string) => void;
  onWalkIn: () => void;
}) {
  const tables = useMemo(() => new Map(venue.tables.map((table) => [table.id, table.name])), [venue.tables]);
  const alphabetical = useMemo(
    () => [...venue.guests].sort((a, b) => normaliseName(a.name).localeCompare(normaliseName(b.name), 'id')),
    [venue.guests],
  );
  const searching = normaliseName(query) !== '';
  const shown = useMemo(
    () => (searching ? searchGuests(venue.guests, query, 30) : alphabetical.slice(0, LIST_LIMIT)),
    [searching, venue.guests, query, alphabetical],
  );
  return (
    <section className="guest-finder" aria-label="Cari tamu">
      <TextField
        block="venue-field"
        label="Cari nama tamu"
        type="search"
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        placeholder="Ketik nama…"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="search"
      />
      <p className="guest-finder__summary" aria-live="polite">
        {searching
          ? shown.length
            ? `${shown.length} tamu ditemukan`
            : `Tidak ada tamu bernama “${query.trim()}”.`
          : venue.guests.length > LIST_LIMIT
            ? `${formatCount(venue.guests.length)} tamu. Ketik nama untuk mencari.`
            : `${formatCount(venue.guests.length)} tamu`}
      </p>
      {searching && !shown.length && (
        <Button variant="secondary" className="guest-finder__walk-in" onClick={onWalkIn}>
          + Tambahkan “{query.trim()}” sebagai tamu tanpa undangan
        </Button>
      )}
      <ul className="guest-finder__list">
        {shown.map((guest) => (
          <GuestRow
            key={guest.id}
            guest={guest}
            tableName={guest.table_id ? (tables.get(guest.table_id) ?? null) : null}
            waiting={waitingGuests.has(guest.id)}
            onPick={onPick}
          />
        ))}
      </ul>
    </section>
  );
}
