import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { SouvenirPayload } from '../../../schemas/requests/guestbook';
import type { Souvenir } from '../../../schemas/responses/guestbook';
import { FIRST_VERSION } from '../../../schemas/responses/owner-content';
import { guestbookOwnerCalls } from '../../api/guestbook-calls';
import { souvenirsQuery } from '../../queries/guestbook-queries';
import { invitationQuery, ownerKeys } from '../../queries/owner-queries';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { StatusState } from '../../ui/status-message';
import { backToListLoader } from '../kit/back-to-list-loader';
import { closureOf, GuestbookOffNotice, useGuestbookGate } from './guestbook-off-notice';
import { SouvenirFormDialog } from './souvenir-form-dialog';
import { SouvenirKindsSection } from './souvenir-kinds-section';
import { useGuestbookRowForm } from './use-guestbook-row-form';
import { useRowRemoval } from '../kit/use-row-removal';
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
  const queryClient = useQueryClient();
  const gate = useGuestbookGate(id);
  const souvenirs = useQuery({ ...souvenirsQuery(id), enabled: gate.open });
  const [status, setStatus] = useState<StatusState>(null);
  // Each kind's version by id (docs/product.md#no-lost-edit): a change or removal is based on it.
  const versions = souvenirs.data?.meta.versions ?? {};
  const refresh = () => queryClient.invalidateQueries({ queryKey: ownerKeys.guestbook(id) });
  const form = useGuestbookRowForm<Souvenir, SouvenirPayload>({
    save: (souvenir, payload, basis) =>
      souvenir
        ? guestbookOwnerCalls.updateSouvenir(souvenir.id, payload, basis)
        : guestbookOwnerCalls.addSouvenir(id, payload),
    versionOf: (souvenir) => versions[souvenir.id],
    refresh,
    done: (saved, souvenir) => (souvenir ? `Suvenir ${saved.name} tersimpan` : `Suvenir ${saved.name} ditambahkan`),
    setStatus,
  });
  const removal = useRowRemoval<Souvenir>({
    remove: (souvenir) =>
      guestbookOwnerCalls.removeSouvenir(souvenir.id, { version: versions[souvenir.id] ?? FIRST_VERSION }),
    refresh,
    done: (souvenir) => `Suvenir ${souvenir.name} dihapus`,
    setStatus,
  });
  const removing = removal.asked;

  const closure = gate.closure ?? closureOf(souvenirs.error);
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
          <SouvenirKindsSection
            souvenirs={souvenirs.data?.data}
            error={souvenirs.error}
            status={status}
            onRetry={() => void refresh()}
            onAdd={() => form.open(null)}
            onEdit={form.open}
            onRemove={removal.ask}
          />
          {gate.open && <UsherAccessSection invitationId={id} />}
        </>
      )}

      {form.editing && (
        <SouvenirFormDialog
          souvenir={form.editing.row}
          onSave={form.submit}
          onKeepEditing={form.keepEditing}
          onClose={form.close}
        />
      )}
      <ConfirmDialog
        {...removal.dialog}
        title={removing ? `Hapus suvenir ${removing.name}?` : 'Hapus suvenir?'}
        confirmLabel="Hapus"
        danger
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
