import type { GuestbookTable, VenueGuest } from '../../../schemas/responses/guestbook';
import { Button } from '../../ui/button';
import { GuestbookOwnerMeter } from './guestbook-owner-meter';
import { TableCardGuests } from './table-card-guests';
import { seatsVip, TableCardVip } from './table-card-vip';
import { overCapacityText } from './table-seating';

export type TableCardHandlers = {
  onSeat: (table: GuestbookTable) => void;
  onEdit: (table: GuestbookTable) => void;
  onRemove: (table: GuestbookTable) => void;
  onUnseat: (guest: VenueGuest) => void;
};

/** One table's card: its seats and people against them, a warning when over capacity, who sits there, and its buttons. */
export function TableCard({
  table,
  seated,
  busyGuestId,
  handlers,
}: {
  table: GuestbookTable;
  seated: readonly VenueGuest[];
  busyGuestId: string | null;
  handlers: TableCardHandlers;
}) {
  const over = overCapacityText(table);
  return (
    <li className={`gb-card table-card${over ? ' table-card--over' : ''}${seatsVip(seated) ? ' table-card--vip' : ''}`}>
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
      <TableCardVip seated={seated} />
      <TableCardGuests table={table} seated={seated} busyGuestId={busyGuestId} onUnseat={handlers.onUnseat} />
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
}
