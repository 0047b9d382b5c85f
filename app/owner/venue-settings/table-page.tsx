import { useState } from 'react';
import { useParams } from 'react-router';
import type { GuestbookTablePayload } from '../../../schemas/requests/guestbook';
import type { GuestbookTable } from '../../../schemas/responses/guestbook';
import { FIRST_VERSION } from '../../../schemas/responses/owner-content';
import { guestbookOwnerCalls } from '../../api/guestbook-calls';
import { invitationQuery } from '../../queries/owner-queries';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { StatusMessage, type StatusState } from '../../ui/status-message';
import { backToListLoader } from '../kit/back-to-list-loader';
import { GuestbookLoadFailed } from './guestbook-load-failed';
import { GuestbookOffNotice } from './guestbook-off-notice';
import { TableFormDialog } from './table-form-dialog';
import { TablePageLayout } from './table-page-layout';
import { TablePageToolbar } from './table-page-toolbar';
import { TablePrintView } from './table-print-view';
import { useGuestbookRowForm } from './use-guestbook-row-form';
import { useRowRemoval } from '../kit/use-row-removal';
import { useTablePageData } from './use-table-page-data';
import { useTableSeats } from './use-table-seats';
import './guestbook-owner.css';
import './table-page.css';

export const loader = backToListLoader(invitationQuery);

/**
 * Tamu › Meja (docs/product.md#guestbook): the venue's tables with their capacity, guests or whole
 * groups seated at them, a warning when a table is over capacity, the guests still without a table,
 * and a seating list to print.
 */
export function Component() {
  const { id = '' } = useParams();
  const { closure, loadError, title, tables, versions, guests, refresh } = useTablePageData(id);
  const [status, setStatus] = useState<StatusState>(null);
  const { heading: seatingHeading, ...seats } = useTableSeats(id, refresh, setStatus);
  const form = useGuestbookRowForm<GuestbookTable, GuestbookTablePayload>({
    save: (table, payload, basis) =>
      table ? guestbookOwnerCalls.updateTable(table.id, payload, basis) : guestbookOwnerCalls.addTable(id, payload),
    versionOf: (table) => versions[table.id],
    refresh,
    done: (saved, table) => (table ? `${saved.name} tersimpan` : `${saved.name} ditambahkan`),
    onSaved: (saved, table) => {
      if (!table) seats.setTableId(saved.id);
    },
    setStatus,
  });
  const removal = useRowRemoval<GuestbookTable>({
    remove: (table) => guestbookOwnerCalls.removeTable(table.id, { version: versions[table.id] ?? FIRST_VERSION }),
    refresh,
    done: (table) => `${table.name} dihapus; tamunya kini belum dapat meja`,
    setStatus,
  });
  const removing = removal.asked;

  return (
    <main className="owner-page gb-page table-page">
      <div className="gb-page__screen">
        <h1 className="owner-page__title">Meja</h1>
        <p className="owner-page__lead">
          Atur meja di tempat acara dan siapa duduk di mana. Penerima tamu dan layar sapaan menunjukkan meja tamu saat
          mereka datang.
        </p>
        {closure ? (
          <GuestbookOffNotice invitationId={id} closure={closure} />
        ) : loadError ? (
          <GuestbookLoadFailed error={loadError} onRetry={() => void refresh()} />
        ) : title === undefined ? (
          <p className="gb-muted" role="status">
            Memuat meja…
          </p>
        ) : (
          <>
            <TablePageToolbar tables={tables} guests={guests} onAdd={() => form.open(null)} />
            <StatusMessage state={status} />
            <TablePageLayout
              tables={tables}
              guests={guests}
              seats={seats}
              seatingHeading={seatingHeading}
              onEdit={form.open}
              onRemove={removal.ask}
            />
          </>
        )}
      </div>
      {title !== undefined && !closure && <TablePrintView title={title} tables={tables} guests={guests} />}

      {form.editing && (
        <TableFormDialog
          table={form.editing.row}
          nextNumber={tables.length + 1}
          onSave={form.submit}
          onKeepEditing={form.keepEditing}
          onClose={form.close}
        />
      )}
      <ConfirmDialog
        {...removal.dialog}
        title={removing ? `Hapus ${removing.name}?` : 'Hapus meja?'}
        confirmLabel="Hapus"
        danger
      >
        <p>
          {removing?.guests
            ? `${removing.guests} tamu di meja ini akan kembali belum dapat meja.`
            : 'Meja ini belum punya tamu.'}{' '}
          Tindakan ini tidak bisa dibatalkan.
        </p>
      </ConfirmDialog>
    </main>
  );
}
