import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import type { GuestbookTablePayload, SeatingPayload } from '../../../schemas/requests/guestbook';
import type { GuestbookTable, VenueGuest } from '../../../schemas/responses/guestbook';
import { errorText } from '../../api/error-text';
import { guestbookOwnerCalls } from '../../api/guestbook-calls';
import { guestbookKeys, guestbookTablesQuery } from '../../queries/guestbook-queries';
import { invitationQuery, ownerKeys } from '../../queries/owner-queries';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { StatusMessage, type StatusState } from '../../ui/status-message';
import { backToListLoader } from '../kit/back-to-list-loader';
import { closureOf, GuestbookOffNotice, useGuestbookGate } from './guestbook-off-notice';
import { TableCards } from './table-cards';
import { TableFormDialog } from './table-form-dialog';
import { TablePrintView } from './table-print-view';
import { seatingGuestsQuery } from './table-queries';
import { TableSeatingPanel } from './table-seating-panel';
import { guestsAt, peopleOfAll } from './table-seating';
import { TableUnseated } from './table-unseated';
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
  const queryClient = useQueryClient();
  const gate = useGuestbookGate(id);
  const tablesQuery = useQuery({ ...guestbookTablesQuery(id), enabled: gate.open });
  const guestsQuery = useQuery({ ...seatingGuestsQuery(id), enabled: gate.open });
  const [status, setStatus] = useState<StatusState>(null);
  const [editing, setEditing] = useState<{ table: GuestbookTable | null } | null>(null);
  const [removing, setRemoving] = useState<GuestbookTable | null>(null);
  const [seatingTableId, setSeatingTableId] = useState('');
  const seatingHeading = useRef<HTMLHeadingElement>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ownerKeys.guestbook(id) });
  const saveTable = useMutation({
    mutationFn: ({ table, payload }: { table: GuestbookTable | null; payload: GuestbookTablePayload }) =>
      table ? guestbookOwnerCalls.updateTable(table.id, payload) : guestbookOwnerCalls.addTable(id, payload),
    onSuccess: refresh,
  });
  const removeTable = useMutation({
    mutationFn: (table: GuestbookTable) => guestbookOwnerCalls.removeTable(table.id),
    onSettled: refresh,
  });
  const seat = useMutation({
    mutationFn: (seating: SeatingPayload) => guestbookOwnerCalls.seat(id, seating),
    onSuccess: (tables) => queryClient.setQueryData(guestbookKeys.tables(id), tables),
    onSettled: refresh,
  });

  const closure = gate.closure ?? closureOf(tablesQuery.error) ?? closureOf(guestsQuery.error);
  const tables = tablesQuery.data ?? [];
  const guests = guestsQuery.data?.guests ?? [];
  const loadError = tablesQuery.error ?? guestsQuery.error;

  const unseat = async (guest: VenueGuest) => {
    setStatus(null);
    try {
      await seat.mutateAsync({ table_id: null, guest_ids: [guest.id] });
      setStatus({ kind: 'success', text: `${guest.name} dilepas dari mejanya` });
    } catch (error) {
      setStatus({ kind: 'error', text: errorText(error) });
    }
  };

  const remove = async (table: GuestbookTable) => {
    try {
      await removeTable.mutateAsync(table);
      setStatus({ kind: 'success', text: `${table.name} dihapus; tamunya kini belum dapat meja` });
    } catch (error) {
      setStatus({ kind: 'error', text: errorText(error) });
    } finally {
      setRemoving(null);
    }
  };

  const seatedGuests = guests.filter((guest) => guest.table_id);
  const ready = tablesQuery.data && guestsQuery.data;

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
          <div className="gb-load-failed">
            <StatusMessage state={{ kind: 'error', text: errorText(loadError) }} />
            <Button variant="secondary" onClick={() => void refresh()}>
              Coba lagi
            </Button>
          </div>
        ) : !ready ? (
          <p className="gb-muted" role="status">
            Memuat meja…
          </p>
        ) : (
          <>
            <div className="gb-toolbar">
              <Button
                onClick={() => {
                  setStatus(null);
                  setEditing({ table: null });
                }}
              >
                Tambah Meja
              </Button>
              <Button variant="secondary" disabled={tables.length === 0} onClick={() => window.print()}>
                Cetak daftar meja
              </Button>
            </div>
            <p className="gb-summary">
              {tables.length} meja · {tables.reduce((sum, t) => sum + t.capacity, 0)} kursi ·{' '}
              {peopleOfAll(seatedGuests)} orang duduk · {guestsAt(guests, null).length} tamu belum dapat meja
            </p>
            <StatusMessage state={status} />
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
                  busyGuestId={seat.isPending ? (seat.variables?.guest_ids?.[0] ?? null) : null}
                  handlers={{
                    onSeat: (table) => {
                      setSeatingTableId(table.id);
                      seatingHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                      seatingHeading.current?.focus({ preventScroll: true });
                    },
                    onEdit: (table) => {
                      setStatus(null);
                      setEditing({ table });
                    },
                    onRemove: (table) => {
                      setStatus(null);
                      setRemoving(table);
                    },
                    onUnseat: (guest) => void unseat(guest),
                  }}
                />
              )}
              <div className="table-page__side">
                <TableSeatingPanel
                  tables={tables}
                  guests={guests}
                  tableId={seatingTableId}
                  onTableChange={setSeatingTableId}
                  onSeat={(seating) => seat.mutateAsync(seating)}
                  busy={seat.isPending}
                  headingRef={seatingHeading}
                />
                <TableUnseated guests={guests} />
              </div>
            </div>
          </>
        )}
      </div>
      {ready && !closure && <TablePrintView title={guestsQuery.data.title} tables={tables} guests={guests} />}

      {editing && (
        <TableFormDialog
          table={editing.table}
          nextNumber={tables.length + 1}
          onSave={async (payload) => {
            const saved = await saveTable.mutateAsync({ table: editing.table, payload });
            setStatus({
              kind: 'success',
              text: editing.table ? `${saved.name} tersimpan` : `${saved.name} ditambahkan`,
            });
            if (!editing.table) setSeatingTableId(saved.id);
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={removing ? `Hapus ${removing.name}?` : 'Hapus meja?'}
        confirmLabel="Hapus"
        danger
        busy={removeTable.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void remove(removing);
        }}
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
