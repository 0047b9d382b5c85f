import type { Ref } from 'react';
import type { GuestbookTable, VenueGuest } from '../../../schemas/responses/guestbook';
import { TableCards } from './table-cards';
import { TableSeatingPanel } from './table-seating-panel';
import { TableUnseated } from './table-unseated';
import type { useTableSeats } from './use-table-seats';

/**
 * Tamu › Meja once read: the tables as cards (or a word on adding the first), beside 'Dudukkan tamu'
 * and the guests still without a table.
 */
export function TablePageLayout({
  tables,
  guests,
  seats,
  seatingHeading,
  onEdit,
  onRemove,
}: {
  tables: readonly GuestbookTable[];
  guests: readonly VenueGuest[];
  seats: Omit<ReturnType<typeof useTableSeats>, 'heading'>;
  seatingHeading: Ref<HTMLHeadingElement>;
  onEdit: (table: GuestbookTable) => void;
  onRemove: (table: GuestbookTable) => void;
}) {
  return (
    <div className="table-page__layout">
      {tables.length === 0 ? (
        <div className="ui-card gb-empty">
          <h2 className="gb-section-title">Belum ada meja</h2>
          <p className="gb-muted">Tambahkan meja pertama, lalu dudukkan tamu atau satu grup sekaligus.</p>
        </div>
      ) : (
        <TableCards
          tables={tables}
          guests={guests}
          busyGuestId={seats.busyGuestId}
          handlers={{
            onSeat: seats.seatAt,
            onEdit,
            onRemove,
            onUnseat: (guest) => void seats.unseat(guest),
          }}
        />
      )}
      <div className="table-page__side">
        <TableSeatingPanel
          tables={tables}
          guests={guests}
          tableId={seats.tableId}
          onTableChange={seats.setTableId}
          onSeat={seats.seat}
          busy={seats.busy}
          headingRef={seatingHeading}
        />
        <TableUnseated guests={guests} />
      </div>
    </div>
  );
}
