import { useId, type Ref } from 'react';
import type { SeatingPayload } from '../../../schemas/requests/guestbook';
import type { GuestbookTable, VenueGuest } from '../../../schemas/responses/guestbook';
import { SeatingGroupSelect } from './seating-group-select';
import { SeatingModeChoice } from './seating-mode-choice';
import { guestsOfGroup } from './table-seating';
import { TableSeatingFooter } from './table-seating-footer';
import { TableSeatingGuestPicker } from './table-seating-guest-picker';
import { useTableSeatingPicks } from './use-table-seating-picks';

/**
 * 'Dudukkan tamu': pick a table, then pick guests (a name search, a group filter, only those without
 * a table unless asked) or a whole group at once, and seat them (PUT …/seating). Says beforehand when
 * the table would go over its capacity, and who moves from another table.
 */
export function TableSeatingPanel({
  tables,
  guests,
  tableId,
  onTableChange,
  onSeat,
  busy,
  headingRef,
}: {
  tables: readonly GuestbookTable[];
  guests: readonly VenueGuest[];
  tableId: string;
  onTableChange: (tableId: string) => void;
  /** Seats as asked; resolves once done (the picks are then cleared), throws what the server refused. */
  onSeat: (seating: SeatingPayload) => Promise<unknown>;
  busy: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const ids = { heading: useId(), table: useId() };
  const picks = useTableSeatingPicks({ tables, guests, tableId, onSeat });
  const { table, mode, setMode } = picks;

  if (!table) {
    return (
      <section className="ui-card table-seating" aria-labelledby={ids.heading}>
        <h2 id={ids.heading} className="gb-section-title" ref={headingRef} tabIndex={-1}>
          Dudukkan tamu
        </h2>
        <p className="gb-muted">Tambahkan meja dulu, lalu dudukkan tamu di sini.</p>
      </section>
    );
  }

  return (
    <section className="ui-card table-seating" aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="gb-section-title" ref={headingRef} tabIndex={-1}>
        Dudukkan tamu
      </h2>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={ids.table}>
          Meja
        </label>
        <select id={ids.table} value={table.id} onChange={(event) => onTableChange(event.target.value)}>
          {tables.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name} ({t.seated}/{t.capacity} kursi)
            </option>
          ))}
        </select>
      </div>

      <SeatingModeChoice name={`${ids.heading}-mode`} mode={mode} onChange={setMode} />

      {mode === 'guests' ? (
        <TableSeatingGuestPicker picks={picks} tables={tables} />
      ) : (
        <SeatingGroupSelect
          label="Grup"
          noGroup="Pilih grup…"
          groups={picks.groups}
          value={picks.wholeGroup}
          onChange={picks.setWholeGroup}
          groupLabel={(group) => `${group} (${guestsOfGroup(guests, group).length} tamu)`}
        >
          {picks.groups.length === 0 && <p className="ui-field__hint">Belum ada tamu yang punya grup.</p>}
        </SeatingGroupSelect>
      )}

      <TableSeatingFooter picks={picks} table={table} busy={busy} />
    </section>
  );
}
