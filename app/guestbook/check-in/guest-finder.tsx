import { useMemo, useState } from 'react';
import { normaliseName, searchGuests } from '../../../engine/guestbook/guest-search';
import { formatCount } from '../../../engine/guestbook/guest-facts';
import type { VenueSnapshot } from '../../../schemas/responses/guestbook';
import { Button } from '../../ui/button';
import { DoorCodeEntry } from './door-code-entry';
import { GuestLookupField } from './guest-lookup-field';
import { GuestRowList } from './guest-row-list';

/** How many guests the list shows before a name is typed. */
const LIST_LIMIT = 60;

/**
 * Finding a guest by name over the device's own list (works offline): the results as the usher types,
 * best first; before any name, the list in alphabetical order. 'Ketik kode' takes instead the door
 * code printed under the guest's QR code (door-code-entry.tsx).
 */
export function GuestFinder({
  venue,
  waitingGuests,
  query,
  onQuery,
  onPick,
  onCode,
  onWalkIn,
}: {
  venue: VenueSnapshot;
  waitingGuests: ReadonlySet<string>;
  query: string;
  onQuery: (query: string) => void;
  onPick: (guestId: string) => void;
  /** A guest found by the door code typed: a use of their code, as a scan is (single-use codes). */
  onCode: (guestId: string) => void;
  onWalkIn: () => void;
}) {
  const tables = useMemo(() => new Map(venue.tables.map((table) => [table.id, table.name])), [venue.tables]);
  const alphabetical = useMemo(
    () => [...venue.guests].sort((a, b) => normaliseName(a.name).localeCompare(normaliseName(b.name), 'id')),
    [venue.guests],
  );
  const [typingCode, setTypingCode] = useState(false);
  const searching = normaliseName(query) !== '';
  const shown = useMemo(
    () => (searching ? searchGuests(venue.guests, query, 30) : alphabetical.slice(0, LIST_LIMIT)),
    [searching, venue.guests, query, alphabetical],
  );
  if (typingCode) {
    return (
      <section className="guest-finder" aria-label="Ketik kode tamu">
        <DoorCodeEntry
          guests={venue.guests}
          tables={venue.tables}
          waitingGuests={waitingGuests}
          onPick={onCode}
          onCancel={() => setTypingCode(false)}
        />
      </section>
    );
  }
  return (
    <section className="guest-finder" aria-label="Cari tamu">
      <Button variant="secondary" className="venue-big guest-finder__code" onClick={() => setTypingCode(true)}>
        Ketik kode
      </Button>
      <GuestLookupField
        label="Cari nama tamu"
        type="search"
        value={query}
        onValue={onQuery}
        placeholder="Ketik nama…"
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
      <GuestRowList guests={shown} tableNames={tables} waitingGuests={waitingGuests} onPick={onPick} />
    </section>
  );
}
