import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { invitationCalls } from '../../api/invitation-calls';
import { versionsQuery } from '../../queries/owner-queries';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { StatusMessage } from '../../ui/status-message';
import type { Invitation } from '../../../schemas/entities/invitation.schema';
import { useReportedWrite } from '../kit/use-reported-write';
import { VersionForm } from './version-form';
import { VersionRow, versionName } from './version-row';
import { versionsChanged } from './versions-changed';
import { DashboardCard } from './dashboard-card';

/**
 * The invitation's versions (docs/product.md#versions): each with its name, its own link and its
 * dashboard; 'Buat Versi' adds one, a deletion (the owner's) is asked first.
 */
export function VersionsCard({ invitationId, isOwner = true }: { invitationId: string; isOwner?: boolean }) {
  const { data: versions, isError } = useQuery(versionsQuery(invitationId));
  const [deleting, setDeleting] = useState<Invitation | null>(null);
  const { busy, outcome, setOutcome, run } = useReportedWrite();

  const remove = (version: Invitation) =>
    run(
      async () => {
        await invitationCalls.deleteVersion(version.id);
        await versionsChanged(invitationId);
      },
      `Versi "${versionName(version)}" dihapus.`,
      () => setDeleting(null),
    );

  return (
    <DashboardCard title="Versi undangan" titleId="dashboard-versions-title" className="dashboard-versions">
      <p className="dashboard-card__muted">
        Versi adalah salinan undangan dengan tautannya sendiri, misalnya untuk tamu keluarga dan tamu kantor. Tamu,
        ucapan dan kado tetap dipakai bersama.
      </p>
      {isError && <p className="dashboard-card__muted">Daftar versi gagal dimuat.</p>}
      {versions && versions.length === 0 && <p className="dashboard-card__muted">Belum ada versi.</p>}
      {versions && versions.length > 0 && (
        <ul className="dashboard-versions__list">
          {versions.map((version) => (
            <VersionRow
              key={version.id}
              version={version}
              open={version.id === invitationId}
              onDelete={isOwner ? setDeleting : undefined}
            />
          ))}
        </ul>
      )}
      <StatusMessage state={outcome} />
      <VersionForm invitationId={invitationId} onCreated={(text) => setOutcome({ kind: 'success', text })} />
      <ConfirmDialog
        open={deleting !== null}
        title="Hapus versi ini?"
        confirmLabel="Hapus"
        danger
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      >
        <p>
          Versi &quot;{deleting && versionName(deleting)}&quot; dan tautannya /{deleting?.slug} akan dihapus. Tamu yang
          membuka tautan itu tidak akan menemukan undangan.
        </p>
      </ConfirmDialog>
    </DashboardCard>
  );
}
