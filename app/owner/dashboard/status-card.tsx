import { useState } from 'react';
import { invitationCalls } from '../../api/invitation-calls';
import { ownerKeys } from '../../queries/owner-queries';
import { queryClient } from '../../queries/query-client';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { StatusMessage } from '../../ui/status-message';
import type { InvitationSummary } from '../../../schemas/responses/owner-invitations';
import { useReportedWrite } from '../kit/use-reported-write';
import { ActivePeriodCallout, StatusFacts } from './status-facts';
import { UnpaidPublishOffer } from './unpaid-publish-offer';

type Status = InvitationSummary['status'];

/** A status change, then everything of the invitation (and the list of invitations) read again. */
async function changeStatus(invitationId: string, status: Status) {
  await invitationCalls.setStatus(invitationId, { status });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ownerKeys.invitation(invitationId) }),
    queryClient.invalidateQueries({ queryKey: ownerKeys.mine }),
  ]);
}

/**
 * Status ('Draf' or 'Terbit') with 'Terbitkan' ('Bayar & Terbitkan' while the plan is unpaid) and
 * 'Kembalikan ke Draf' (asked first: guests lose the page), the plan's badge, its payment and the end
 * of the active period (docs/product.md#dashboard).
 */
export function StatusCard({
  invitationId,
  summary,
  isOwner = true,
}: {
  invitationId: string;
  summary: InvitationSummary;
  /** The caller owns the invitation; a member reads the status without its buttons. */
  isOwner?: boolean;
}) {
  const { busy, outcome, run: write } = useReportedWrite();
  const [asking, setAsking] = useState(false);
  const published = summary.status === 'published';

  const run = (status: Status) =>
    write(
      () => changeStatus(invitationId, status),
      status === 'published' ? 'Undangan diterbitkan. Tamu kini dapat membukanya.' : 'Undangan dikembalikan ke draf.',
      () => setAsking(false),
    );

  return (
    <section className="ui-card dashboard-card" aria-labelledby="dashboard-status-title">
      <h2 id="dashboard-status-title" className="dashboard-card__title">
        Status &amp; paket
      </h2>
      <StatusFacts summary={summary} />
      <ActivePeriodCallout summary={summary} invitationId={invitationId} isOwner={isOwner} />
      {!isOwner ? (
        <p className="dashboard-card__muted">
          Hanya pemilik undangan yang dapat menerbitkan atau mengembalikannya ke draf.
        </p>
      ) : published ? (
        <>
          <p className="dashboard-card__muted">
            Undangan sudah terbit: siapa pun yang memiliki tautannya dapat membukanya.
          </p>
          <Button variant="secondary" busy={busy} onClick={() => setAsking(true)}>
            Kembalikan ke Draf
          </Button>
        </>
      ) : !summary.paid ? (
        <UnpaidPublishOffer invitationId={invitationId} summary={summary} />
      ) : (
        <>
          <p className="dashboard-card__muted">
            Undangan masih draf: hanya Anda yang dapat melihatnya. Terbitkan agar tamu dapat membukanya.
          </p>
          <Button busy={busy} onClick={() => void run('published')}>
            Terbitkan
          </Button>
        </>
      )}
      <StatusMessage state={outcome} />
      <ConfirmDialog
        open={asking}
        title="Kembalikan ke draf?"
        confirmLabel="Kembalikan ke Draf"
        danger
        busy={busy}
        onConfirm={() => void run('draft')}
        onCancel={() => setAsking(false)}
      >
        <p>Tamu tidak dapat membuka undangan ini sampai Anda menerbitkannya lagi.</p>
      </ConfirmDialog>
    </section>
  );
}
