import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import type { SouvenirPayload } from '../../../schemas/requests/guestbook';
import type { Souvenir } from '../../../schemas/responses/guestbook';
import { errorText } from '../../api/error-text';
import { guestbookOwnerCalls } from '../../api/guestbook-calls';
import { souvenirsQuery } from '../../queries/guestbook-queries';
import { invitationQuery, ownerKeys } from '../../queries/owner-queries';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { StatusMessage, type StatusState } from '../../ui/status-message';
import { backToListLoader } from '../kit/back-to-list-loader';
import { closureOf, GuestbookOffNotice, useGuestbookGate } from './guestbook-off-notice';
import { SouvenirCards } from './souvenir-cards';
import { SouvenirFormDialog } from './souvenir-form-dialog';
import { UsherAccessSection } from './usher-access-section';
import './guestbook-owner.css';
import './souvenir-page.css';

export const loader = backToListLoader(invitationQuery);

/**
 * Tamu › Suvenir (docs/product.md#guestbook): the souvenir kinds with their stock and rule (one per
 * guest, or one per person who came), how many were handed and are left; and the ushers' access to
 * the check-in, who hand them out at the door.
 */
export function Component() {
  const { id = '' } = useParams();
  const headingId = useId();
  const queryClient = useQueryClient();
  const gate = useGuestbookGate(id);
  const souvenirs = useQuery({ ...souvenirsQuery(id), enabled: gate.open });
  const [status, setStatus] = useState<StatusState>(null);
  const [editing, setEditing] = useState<{ souvenir: Souvenir | null } | null>(null);
  const [removing, setRemoving] = useState<Souvenir | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ownerKeys.guestbook(id) });
  const save = useMutation({
    mutationFn: ({ souvenir, payload }: { souvenir: Souvenir | null; payload: SouvenirPayload }) =>
      souvenir
        ? guestbookOwnerCalls.updateSouvenir(souvenir.id, payload)
        : guestbookOwnerCalls.addSouvenir(id, payload),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (souvenir: Souvenir) => guestbookOwnerCalls.removeSouvenir(souvenir.id),
    onSettled: refresh,
  });

  const confirmRemove = async (souvenir: Souvenir) => {
    try {
      await remove.mutateAsync(souvenir);
      setStatus({ kind: 'success', text: `Suvenir ${souvenir.name} dihapus` });
    } catch (error) {
      setStatus({ kind: 'error', text: errorText(error) });
    } finally {
      setRemoving(null);
    }
  };

  const closure = gate.closure ?? closureOf(souvenirs.error);
  const list = souvenirs.data ?? [];
  return (
    <main className="owner-page gb-page souvenir-page">
      <h1 className="owner-page__title">Suvenir</h1>
      <p className="owner-page__lead">
        Catat stok suvenir. Penerima tamu memberikannya saat check-in, dan tiap tamu hanya menerima sekali.
      </p>
      {closure ? (
        <GuestbookOffNotice invitationId={id} closure={closure} />
      ) : (
        <>
          <section className="souvenir-section" aria-labelledby={headingId}>
            <div className="usher-section__head">
              <h2 id={headingId} className="gb-section-title">
                Jenis Suvenir
              </h2>
              <Button
                onClick={() => {
                  setStatus(null);
                  setEditing({ souvenir: null });
                }}
              >
                Tambah Suvenir
              </Button>
            </div>
            <StatusMessage state={status} />
            {souvenirs.error ? (
              <div className="gb-load-failed">
                <StatusMessage state={{ kind: 'error', text: errorText(souvenirs.error) }} />
                <Button variant="secondary" onClick={() => void refresh()}>
                  Coba lagi
                </Button>
              </div>
            ) : !souvenirs.data ? (
              <p className="gb-muted" role="status">
                Memuat suvenir…
              </p>
            ) : list.length === 0 ? (
              <div className="ui-card gb-empty">
                <p className="gb-muted">Belum ada suvenir. Tambahkan jenis suvenir dan stoknya.</p>
              </div>
            ) : (
              <SouvenirCards
                souvenirs={list}
                onEdit={(souvenir) => {
                  setStatus(null);
                  setEditing({ souvenir });
                }}
                onRemove={(souvenir) => {
                  setStatus(null);
                  setRemoving(souvenir);
                }}
              />
            )}
          </section>
          {gate.open && <UsherAccessSection invitationId={id} />}
        </>
      )}

      {editing && (
        <SouvenirFormDialog
          souvenir={editing.souvenir}
          onSave={async (payload) => {
            const saved = await save.mutateAsync({ souvenir: editing.souvenir, payload });
            setStatus({
              kind: 'success',
              text: editing.souvenir ? `Suvenir ${saved.name} tersimpan` : `Suvenir ${saved.name} ditambahkan`,
            });
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={removing ? `Hapus suvenir ${removing.name}?` : 'Hapus suvenir?'}
        confirmLabel="Hapus"
        danger
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void confirmRemove(removing);
        }}
      >
        <p>
          {removing?.handed
            ? `${removing.handed} suvenir ini sudah diberikan; catatannya ikut terhapus.`
            : 'Belum ada yang diberikan.'}{' '}
          Tindakan ini tidak bisa dibatalkan.
        </p>
      </ConfirmDialog>
    </main>
  );
}
