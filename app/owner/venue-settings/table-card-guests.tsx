import type { GuestbookTable, VenueGuest } from '../../../schemas/responses/guestbook';
import { peopleOf } from './table-seating';

/** Who sits at a table ('Lihat tamu'), each with the people they bring and 'Lepas'; or that nobody does yet. */
export function TableCardGuests({
  table,
  seated,
  busyGuestId,
  onUnseat,
}: {
  table: GuestbookTable;
  seated: readonly VenueGuest[];
  busyGuestId: string | null;
  onUnseat: (guest: VenueGuest) => void;
}) {
  if (seated.length === 0) return <p className="gb-muted gb-card__line">Belum ada tamu.</p>;
  return (
    <details className="table-card__guests">
      <summary>Lihat tamu ({seated.length})</summary>
      <ul>
        {seated.map((guest) => (
          <li key={guest.id}>
            <span className="table-card__guest">
              {guest.name}
              <span className="gb-muted"> · {peopleOf(guest)} orang</span>
            </span>
            <button
              type="button"
              className="gb-link-button"
              disabled={busyGuestId === guest.id}
              onClick={() => onUnseat(guest)}
            >
              Lepas{' '}
              <span className="visually-hidden">
                {guest.name} dari {table.name}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
