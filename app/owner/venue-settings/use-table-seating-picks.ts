import { useState } from 'react';
import type { SeatingPayload } from '../../../schemas/requests/guestbook';
import type { GuestbookTable, VenueGuest } from '../../../schemas/responses/guestbook';
import { errorText } from '../../api/error-text';
import type { StatusState } from '../../ui/status-message';
import { seatingReckoning, type SeatingMode } from './seating-reckoning';
import { groupsOf } from './table-seating';

/**
 * What 'Dudukkan tamu' holds and works out: the table chosen (the first when none is), how guests are
 * picked (one by one through a search, a group filter and 'only without a table', or a whole group),
 * who would arrive at the table, move from another or take it over its capacity, and `seat`, which
 * asks for the seating, clears the picks once it is done and says the outcome.
 */
export function useTableSeatingPicks({
  tables,
  guests,
  tableId,
  onSeat,
}: {
  tables: readonly GuestbookTable[];
  guests: readonly VenueGuest[];
  tableId: string;
  onSeat: (seating: SeatingPayload) => Promise<unknown>;
}) {
  const [mode, setMode] = useState<SeatingMode>('guests');
  const [query, setQuery] = useState('');
  const [groupFilter, setGroupFilter] = useState('');
  const [onlyUnseated, setOnlyUnseated] = useState(true);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [wholeGroup, setWholeGroup] = useState('');
  /** The last seating's outcome, said in the panel (on a phone the page's top is out of sight). */
  const [outcome, setOutcome] = useState<StatusState>(null);

  const table = tables.find((t) => t.id === tableId) ?? tables[0];
  const groups = groupsOf(guests);
  const reckoning = seatingReckoning(guests, table, { mode, picked, wholeGroup, onlyUnseated, query, groupFilter });
  const { shown, chosen } = reckoning;
  const allShownPicked = shown.length > 0 && shown.every((guest) => picked.has(guest.id));

  const toggle = (guestId: string) =>
    setPicked((current) => {
      setOutcome(null);
      const next = new Set(current);
      if (next.has(guestId)) next.delete(guestId);
      else next.add(guestId);
      return next;
    });
  const toggleAllShown = () =>
    setPicked((current) => {
      const next = new Set(current);
      for (const guest of shown) {
        if (allShownPicked) next.delete(guest.id);
        else next.add(guest.id);
      }
      return next;
    });

  const seat = async () => {
    if (!table) return;
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

  return {
    table,
    groups,
    mode,
    setMode,
    query,
    setQuery,
    groupFilter,
    setGroupFilter,
    onlyUnseated,
    setOnlyUnseated,
    picked,
    toggle,
    toggleAllShown,
    allShownPicked,
    wholeGroup,
    setWholeGroup,
    ...reckoning,
    outcome,
    seat,
  };
}

export type TableSeatingPicks = ReturnType<typeof useTableSeatingPicks>;
