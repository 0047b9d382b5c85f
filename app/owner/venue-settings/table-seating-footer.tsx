import type { GuestbookTable } from '../../../schemas/responses/guestbook';
import { Button } from '../../ui/button';
import { StatusMessage } from '../../ui/status-message';
import { peopleOfAll } from './table-seating';
import type { TableSeatingPicks } from './use-table-seating-picks';

/**
 * The foot of 'Dudukkan tamu': who is picked and who moves from another table (or the last seating's
 * outcome), a warning when the table would go over its capacity, and the button that seats them.
 */
export function TableSeatingFooter({
  picks,
  table,
  busy,
}: {
  picks: TableSeatingPicks;
  table: GuestbookTable;
  busy: boolean;
}) {
  const { chosen, arriving, moving, after, outcome } = picks;
  return (
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
      <Button busy={busy} disabled={arriving.length === 0} onClick={() => void picks.seat()}>
        {picks.mode === 'group' && picks.wholeGroup ? `Dudukkan grup di ${table.name}` : `Dudukkan di ${table.name}`}
      </Button>
    </div>
  );
}
