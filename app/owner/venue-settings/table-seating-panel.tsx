import { useId, useState, type Ref } from 'react';
import type { SeatingPayload } from '../../../schemas/requests/guestbook';
import type { GuestbookTable, VenueGuest } from '../../../schemas/responses/guestbook';
import { errorText } from '../../api/error-text';
import { Button } from '../../ui/button';
import { StatusMessage, type StatusState } from '../../ui/status-message';
import { groupsOf, guestsOfGroup, peopleOf, peopleOfAll, pickGuests } from './table-seating';

type Mode = 'guests' | 'group';

/** Guests shown at once in the picker; a search or a group narrows the rest down. */
const SHOWN_MAX = 200;

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
  const ids = { heading: useId(), table: useId(), search: useId(), group: useId(), whole: useId() };
  const [mode, setMode] = useState<Mode>('guests');
  const [query, setQuery] = useState('');
  const [groupFilter, setGroupFilter] = useState('');
  const [onlyUnseated, setOnlyUnseated] = useState(true);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [wholeGroup, setWholeGroup] = useState('');

  const table = tables.find((t) => t.id === tableId) ?? tables[0];
  const groups = groupsOf(guests);
  const tableName = (id: string | null) => tables.find((t) => t.id === id)?.name;
  const candidates = pickGuests(
    guests.filter((guest) => guest.table_id !== table?.id && (!onlyUnseated || !guest.table_id)),
    query,
    groupFilter,
  );
  const shown = candidates.slice(0, SHOWN_MAX);
  const chosen = mode === 'guests' ? guests.filter((g) => picked.has(g.id)) : guestsOfGroup(guests, wholeGroup);
  const moving = chosen.filter((guest) => guest.table_id !== null && guest.table_id !== table?.id);
  const arriving = chosen.filter((guest) => guest.table_id !== table?.id);
  const after = (table?.seated ?? 0) + peopleOfAll(arriving);
  /** The last seating's outcome, said in the panel (on a phone the page's top is out of sight). */
  const [outcome, setOutcome] = useState<StatusState>(null);

  const toggle = (guestId: string) =>
    setPicked((current) => {
      setOutcome(null);
      const next = new Set(current);
      if (next.has(guestId)) next.delete(guestId);
      else next.add(guestId);
      return next;
    });
  const allShownPicked = shown.length > 0 && shown.every((guest) => picked.has(guest.id));

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

  const seat = async () => {
    const seating: SeatingPayload =
      mode === 'guests' ? { table_id: table.id, guest_ids: [...picked] } : { table_id: table.id, group: wholeGroup };
    const said =
      mode === 'guests'
        ? `${chosen.length} tamu didudukkan di ${table.name}`
        : `Grup ${wholeGroup} (${chosen.length} tamu) didudukkan di ${table.name}`;
    setOutcome(null);
    try {
      await onSeat(seating);
    } catch (error) {
      setOutcome({ kind: 'error', text: errorText(error) });
      return;
    }
    setPicked(new Set());
    setWholeGroup('');
    setOutcome({ kind: 'success', text: said });
  };

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

      <div className="gb-segments" role="radiogroup" aria-label="Cara memilih">
        {(
          [
            ['guests', 'Pilih tamu'],
            ['group', 'Satu grup'],
          ] as const
        ).map(([key, label]) => (
          <label key={key} className="gb-segments__item">
            <input type="radio" name={`${ids.heading}-mode`} checked={mode === key} onChange={() => setMode(key)} />
            <span>{label}</span>
          </label>
        ))}
      </div>

      {mode === 'guests' ? (
        <div className="table-seating__picker">
          <div className="table-seating__filters">
            <div className="ui-field">
              <label className="ui-field__label" htmlFor={ids.search}>
                Cari nama
              </label>
              <input
                id={ids.search}
                className="ui-field__input"
                type="search"
                value={query}
                placeholder="mis. Budi"
                onChange={(event) => setQuery(event.target.value)}
              />
            </div>
            <div className="ui-field">
              <label className="ui-field__label" htmlFor={ids.group}>
                Grup
              </label>
              <select id={ids.group} value={groupFilter} onChange={(event) => setGroupFilter(event.target.value)}>
                <option value="">Semua grup</option>
                {groups.map((group) => (
                  <option key={group} value={group}>
                    {group}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <label className="gb-check">
            <input type="checkbox" checked={onlyUnseated} onChange={(event) => setOnlyUnseated(event.target.checked)} />
            Hanya tamu yang belum dapat meja
          </label>
          {shown.length === 0 ? (
            <p className="gb-muted">Tidak ada tamu yang cocok.</p>
          ) : (
            <>
              <label className="gb-check table-seating__all">
                <input
                  type="checkbox"
                  checked={allShownPicked}
                  onChange={() =>
                    setPicked((current) => {
                      const next = new Set(current);
                      for (const guest of shown) {
                        if (allShownPicked) next.delete(guest.id);
                        else next.add(guest.id);
                      }
                      return next;
                    })
                  }
                />
                Pilih semua yang tampil ({shown.length})
              </label>
              <ul className="table-seating__list" aria-label="Tamu yang bisa dipilih">
                {shown.map((guest) => {
                  const at = tableName(guest.table_id);
                  return (
                    <li key={guest.id}>
                      <label className="gb-check table-seating__guest">
                        <input type="checkbox" checked={picked.has(guest.id)} onChange={() => toggle(guest.id)} />
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
      ) : (
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={ids.whole}>
            Grup
          </label>
          <select id={ids.whole} value={wholeGroup} onChange={(event) => setWholeGroup(event.target.value)}>
            <option value="">Pilih grup…</option>
            {groups.map((group) => (
              <option key={group} value={group}>
                {group} ({guestsOfGroup(guests, group).length} tamu)
              </option>
            ))}
          </select>
          {groups.length === 0 && <p className="ui-field__hint">Belum ada tamu yang punya grup.</p>}
        </div>
      )}

      <div className="table-seating__footer" aria-live="polite">
        <p className="table-seating__summary">
          {chosen.length > 0 && arriving.length === 0 ? (
            <span className="gb-muted">Semua tamu ini sudah di {table.name}.</span>
          ) : chosen.length ? (
            <>
              <strong>{chosen.length} tamu</strong> ({peopleOfAll(chosen)} orang) dipilih
              {moving.length > 0 && `; ${moving.length} pindah dari meja lain`}.
            </>
          ) : outcome?.kind === 'success' ? (
            <span className="table-seating__done" role="status">
              {outcome.text}.
            </span>
          ) : (
            <span className="gb-muted">Belum ada tamu dipilih.</span>
          )}
        </p>
        {arriving.length > 0 && after > table.capacity && (
          <p className="gb-warning">
            Setelah ini {table.name} berisi {after} orang, melebihi {table.capacity} kursi.
          </p>
        )}
        {outcome?.kind === 'error' && <StatusMessage state={outcome} />}
        <Button busy={busy} disabled={arriving.length === 0} onClick={() => void seat()}>
          {mode === 'group' && wholeGroup ? `Dudukkan grup di ${table.name}` : `Dudukkan di ${table.name}`}
        </Button>
      </div>
    </section>
  );
}
