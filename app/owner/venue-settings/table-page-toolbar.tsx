import type { GuestbookTable, VenueGuest } from '../../../schemas/responses/guestbook';
import { Button } from '../../ui/button';
import { guestsAt, peopleOfAll } from './table-seating';

/** 'Tambah Meja' and 'Cetak daftar meja', then the venue in one line: tables, seats, people seated, guests without a table. */
export function TablePageToolbar({
  tables,
  guests,
  onAdd,
}: {
  tables: readonly GuestbookTable[];
  guests: readonly VenueGuest[];
  onAdd: () => void;
}) {
  const seatedGuests = guests.filter((guest) => guest.table_id);
  return (
    <>
      <div className="gb-toolbar">
        <Button onClick={onAdd}>Tambah Meja</Button>
        <Button variant="secondary" disabled={tables.length === 0} onClick={() => window.print()}>
          Cetak daftar meja
        </Button>
      </div>
      <p className="gb-summary">
        {tables.length} meja · {tables.reduce((sum, t) => sum + t.capacity, 0)} kursi · {peopleOfAll(seatedGuests)}{' '}
        orang duduk · {guestsAt(guests, null).length} tamu belum dapat meja
      </p>
    </>
  );
}
