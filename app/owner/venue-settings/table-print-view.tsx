import type { GuestbookTable, VenueGuest } from '../../../schemas/responses/guestbook';
import { guestsAt, overCapacityText, peopleOf, peopleOfAll, seatingList } from './table-seating';

/**
 * The printed seating list ('Cetak daftar meja'): hidden on the screen, the only thing printed (no
 * menu, no buttons), sized for A4: table by table, each guest with their group and people, then the
 * guests still without a table.
 */
export function TablePrintView({
  title,
  tables,
  guests,
}: {
  title: string;
  tables: readonly GuestbookTable[];
  guests: readonly VenueGuest[];
}) {
  const unseated = guestsAt(guests, null);
  return (
    <section className="table-print" aria-label="Daftar meja untuk dicetak">
      <header className="table-print__head">
        <h1>Daftar Meja</h1>
        <p>
          {title} · {tables.length} meja · {peopleOfAll(guests.filter((g) => g.table_id))} orang duduk
        </p>
      </header>
      {seatingList(tables, guests).map(({ table, guests: seated }) => (
        <PrintedTable key={table.id} name={table.name} note={tableNote(table)} guests={seated} />
      ))}
      {unseated.length > 0 && (
        <PrintedTable name="Belum dapat meja" note={`${unseated.length} tamu`} guests={unseated} />
      )}
    </section>
  );
}

const tableNote = (table: GuestbookTable) =>
  overCapacityText(table) ?? `${table.seated} dari ${table.capacity} kursi · ${table.guests} tamu`;

function PrintedTable({ name, note, guests }: { name: string; note: string; guests: readonly VenueGuest[] }) {
  return (
    <article className="table-print__table">
      <h2>
        {name} <span>{note}</span>
      </h2>
      {guests.length === 0 ? (
        <p className="table-print__empty">Belum ada tamu.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">No</th>
              <th scope="col">Nama tamu</th>
              <th scope="col">Grup</th>
              <th scope="col">Orang</th>
            </tr>
          </thead>
          <tbody>
            {guests.map((guest, i) => (
              <tr key={guest.id}>
                <td>{i + 1}</td>
                <td>{guest.name}</td>
                <td>{guest.group ?? '–'}</td>
                <td>{peopleOf(guest)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}
