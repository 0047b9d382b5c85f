import type { GuestbookTable, VenueGuest } from '../../../schemas/responses/guestbook';
import { Button } from '../../ui/button';
import { GuestbookOwnerMeter } from './guestbook-owner-meter';
import { guestsAt, overCapacityText, peopleOf } from './table-seating';

export type TableCardHandlers = {
  onSeat: (table: GuestbookTable) => void;
  onEdit: (table: GuestbookTable) => void;
  onRemove: (table: GuestbookTable) => void;
  onUnseat: (guest: VenueGuest) => void;
};

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
      {tables.map((table) => {
        const over = overCapacityText(table);
        const seated = guestsAt(guests, table.id);
        return (
          <li key={table.id} className={`gb-card table-card${over ? ' table-card--over' : ''}`}>
            <div className="gb-card__head">
              <h3 className="gb-card__name">{table.name}</h3>
              <span className="gb-muted">{table.capacity} kursi</span>
            </div>
            <GuestbookOwnerMeter
              label={`${table.name}: ${table.seated} dari ${table.capacity} kursi terisi`}
              value={table.seated}
              max={table.capacity}
              tone={over ? 'over' : 'normal'}
            />
            <p className="gb-card__line">
              <strong>{table.seated}</strong> dari {table.capacity} kursi terisi · {table.guests} tamu
            </p>
            {over && (
              <p className="gb-warning" role="alert">
                {over}
              </p>
            )}
            {seated.length > 0 ? (
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
                        onClick={() => handlers.onUnseat(guest)}
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
            ) : (
              <p className="gb-muted gb-card__line">Belum ada tamu.</p>
            )}
            <div className="gb-card__actions">
              <Button variant="secondary" onClick={() => handlers.onSeat(table)}>
                Atur tamu <span className="visually-hidden">{table.name}</span>
              </Button>
              <Button variant="ghost" onClick={() => handlers.onEdit(table)}>
                Ubah <span className="visually-hidden">{table.name}</span>
              </Button>
              <Button variant="ghost" className="gb-danger-text" onClick={() => handlers.onRemove(table)}>
                Hapus <span className="visually-hidden">{table.name}</span>
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
