import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { invitationCalls } from '../../api/invitation-calls';
import { versionsQuery } from '../../queries/owner-queries';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { StatusMessage } from '../../ui/status-message';
import type { Invitation } from '../../../schemas/entities/invitation.schema';
import { publicLink } from '../kit/public-link';
import { VersionForm } from './version-form';
import { versionsChanged } from './versions-changed';
import { errorText } from '../../api/error-text';

/** A version by its name, or its slug when it has none. */
const nameOf = (version: Invitation) => version.version_name ?? version.slug;

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/**
 * The invitation's versions (docs/product.md#versions): each with its name, its own link and its
 * dashboard; 'Buat Versi' adds one, a deletion is asked first.
 */
export function VersionsCard({ invitationId }: { invitationId: string }) {
  const { data: versions, isError } = useQuery(versionsQuery(invitationId));
  const [deleting, setDeleting] = useState<Invitation | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const remove = async (version: Invitation) => {
    setBusy(true);
    setOutcome(null);
    try {
      await invitationCalls.deleteVersion(version.id);
      await versionsChanged(invitationId);
      setOutcome({ kind: 'success', text: `Versi "${nameOf(version)}" dihapus.` });
    } catch (error) {
      setOutcome({ kind: 'error', text: errorText(error) });
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  return (
    <section className="ui-card dashboard-card dashboard-versions" aria-labelledby="dashboard-versions-title">
      <h2 id="dashboard-versions-title" className="dashboard-card__title">
        Versi undangan
      </h2>
      <p className="dashboard-card__muted">
        Versi adalah salinan undangan dengan tautannya sendiri, misalnya untuk tamu keluarga dan tamu kantor. Tamu,
        ucapan dan kado tetap dipakai bersama.
      </p>
      {isError && <p className="dashboard-card__muted">Daftar versi gagal dimuat.</p>}
      {versions && versions.length === 0 && <p className="dashboard-card__muted">Belum ada versi.</p>}
      {versions && versions.length > 0 && (
        <ul className="dashboard-versions__list">
          {versions.map((version) => (
            <li key={version.id} className="dashboard-versions__item">
              <div className="dashboard-versions__name">
                <strong>{nameOf(version)}</strong>
                <a href={publicLink(version.slug)} target="_blank" rel="noopener noreferrer">
                  /{version.slug}
                </a>
              </div>
              <div className="dashboard-versions__actions">
                {version.id === invitationId ? (
                  <span className="dashboard-card__muted">Sedang dibuka</span>
                ) : (
                  <>
                    <Link
                      className="ui-button ui-button--secondary"
                      to={`/invitation/${encodeURIComponent(version.id)}`}
                      aria-label={`Dasbor versi ${nameOf(version)}`}
                    >
                      Dasbor
                    </Link>
                    <Button
                      variant="ghost"
                      onClick={() => setDeleting(version)}
                      aria-label={`Hapus versi ${nameOf(version)}`}
                    >
                      Hapus
                    </Button>
                  </>
                )}
              </div>
            </li>
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
          Versi &quot;{deleting && nameOf(deleting)}&quot; dan tautannya /{deleting?.slug} akan dihapus. Tamu yang
          membuka tautan itu tidak akan menemukan undangan.
        </p>
      </ConfirmDialog>
    </section>
  );
}
