import { useId } from 'react';
import type { GuestbookTable } from '../../../schemas/responses/guestbook';
import { SeatingGroupSelect } from './seating-group-select';
import { peopleOf } from './table-seating';
import type { TableSeatingPicks } from './use-table-seating-picks';

/**
 * 'Pilih tamu': the guests to seat picked one by one, found by a name search, a group and (unless
 * asked) only among those without a table; 'Pilih semua yang tampil' picks the shown ones at once.
 */
export function TableSeatingGuestPicker({
  picks,
  tables,
}: {
  picks: TableSeatingPicks;
  tables: readonly GuestbookTable[];
}) {
  const searchId = useId();
  const { shown, candidates, picked } = picks;
  const tableName = (id: string | null) => tables.find((t) => t.id === id)?.name;
  return (
    <div className="table-seating__picker">
      <div className="table-seating__filters">
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={searchId}>
            Cari nama
          </label>
          <input
            id={searchId}
            className="ui-field__input"
            type="search"
            value={picks.query}
            placeholder="mis. Budi"
            onChange={(event) => picks.setQuery(event.target.value)}
          />
        </div>
        <SeatingGroupSelect
          label="Grup"
          noGroup="Semua grup"
          groups={picks.groups}
          value={picks.groupFilter}
          onChange={picks.setGroupFilter}
        />
      </div>
      <label className="gb-check">
        <input
          type="checkbox"
          checked={picks.onlyUnseated}
          onChange={(event) => picks.setOnlyUnseated(event.target.checked)}
        />
        Hanya tamu yang belum dapat meja
      </label>
      {shown.length === 0 ? (
        <p className="gb-muted">Tidak ada tamu yang cocok.</p>
      ) : (
        <>
          <label className="gb-check table-seating__all">
            <input type="checkbox" checked={picks.allShownPicked} onChange={picks.toggleAllShown} />
            Pilih semua yang tampil ({shown.length})
          </label>
          <ul className="table-seating__list" aria-label="Tamu yang bisa dipilih">
            {shown.map((guest) => {
              const at = tableName(guest.table_id);
              return (
                <li key={guest.id}>
                  <label className="gb-check table-seating__guest">
                    <input type="checkbox" checked={picked.has(guest.id)} onChange={() => picks.toggle(guest.id)} />
                    <span className="table-seating__name">{guest.name}</span>
                    <span className="gb-muted table-seating__facts">
                      {[guest.group, `${peopleOf(guest)} orang`, at && `di ${at}`].filter(Boolean).join(' · ')}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          {candidates.length > shown.length && (
            <p className="gb-muted">
              {candidates.length - shown.length} tamu lain tidak ditampilkan. Persempit dengan pencarian atau grup.
            </p>
          )}
        </>
      )}
    </div>
  );
}
