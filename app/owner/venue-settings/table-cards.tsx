import type { GuestbookTable, VenueGuest } from '../../../schemas/responses/guestbook';
import { TableCard, type TableCardHandlers } from './table-card';
import { guestsAt } from './table-seating';

/**
 * The venue's tables as cards (one column on a phone, a grid on a laptop): each its name, capacity,
 * guests and people seated against its seats, a warning when over capacity, who sits there, and
 * 'Atur tamu', 'Ubah' and 'Hapus'.
 */
export function TableCards({
  tables,
  guests,
  busyGuestId,
  handlers,
}: {
  tables: readonly GuestbookTable[];
  guests: readonly VenueGuest[];
  busyGuestId: string | null;
  handlers: TableCardHandlers;
}) {
  return (
    <ul className="gb-cards" aria-label="Daftar meja">
      {tables.map((table) => (
        <TableCard
          key={table.id}
          table={table}
          seated={guestsAt(guests, table.id)}
          busyGuestId={busyGuestId}
          handlers={handlers}
        />
      ))}
    </ul>
  );
}
