import { useState } from 'react';
import { invitationCalls } from '../../api/invitation-calls';
import { ownerKeys } from '../../queries/owner-queries';
import { queryClient } from '../../queries/query-client';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { StatusMessage } from '../../ui/status-message';
import { formatLongDate } from '../../../engine/format/calendar-days';
import type { InvitationSummary } from '../../../schemas/responses/owner-invitations';
import { errorText } from '../../api/error-text';

type Outcome = { kind: 'success' | 'error'; text: string } | null;
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
 * Status ('Draf' or 'Terbit') with 'Terbitkan' and 'Kembalikan ke Draf' (asked first: guests lose
 * the page), the plan's badge and the end of the active period (docs/product.md#dashboard).
 */
export function StatusCard({ invitationId, summary }: { invitationId: string; summary: InvitationSummary }) {
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const published = summary.status === 'published';

  const run = async (status: Status) => {
    setBusy(true);
    setOutcome(null);
    try {
      await changeStatus(invitationId, status);
      setOutcome({
        kind: 'success',
        text:
          status === 'published'
            ? 'Undangan diterbitkan. Tamu kini dapat membukanya.'
            : 'Undangan dikembalikan ke draf.',
      });
    } catch (error) {
      setOutcome({ kind: 'error', text: errorText(error) });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <section className="ui-card dashboard-card" aria-labelledby="dashboard-status-title">
      <h2 id="dashboard-status-title" className="dashboard-card__title">
        Status &amp; paket
      </h2>
      <dl className="dashboard-facts">
        <div>
          <dt>Status</dt>
          <dd>
            <Badge color={published ? '#1f7a55' : '#8c6d1f'}>{published ? 'Terbit' : 'Draf'}</Badge>
          </dd>
        </div>
        <div>
          <dt>Paket</dt>
          <dd>
            {summary.plan ? <Badge color={summary.plan.color}>{summary.plan.name}</Badge> : 'Belum memilih paket'}
          </dd>
        </div>
        <div>
          <dt>Masa aktif</dt>
          <dd className={summary.expired ? 'dashboard-facts__warning' : undefined}>
            {summary.expired
              ? 'Masa aktif habis'
              : summary.expired_at
                ? `Sampai ${formatLongDate(summary.expired_at)}`
                : 'Belum ditentukan'}
          </dd>
        </div>
      </dl>
      {published ? (
        <>
          <p className="dashboard-card__muted">
            Undangan sudah terbit: siapa pun yang memiliki tautannya dapat membukanya.
          </p>
          <Button variant="secondary" busy={busy} onClick={() => setAsking(true)}>
            Kembalikan ke Draf
          </Button>
        </>
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
