import { Link } from 'react-router';
import type { InvitationSummary } from '../../../schemas/responses/owner-invitations';
import { Badge } from '../../ui/badge';
import { paymentPagePath } from '../kit/payment-page-path';
import { PlanFacts } from '../kit/plan-facts';
import { activePeriodNotice } from './active-period-notice';

/** The invitation's status ('Draf' or 'Terbit'), then its plan, its payment and its active period. */
export function StatusFacts({ summary }: { summary: InvitationSummary }) {
  const published = summary.status === 'published';
  return (
    <PlanFacts summary={summary}>
      <div>
        <dt>Status</dt>
        <dd>
          <Badge color={published ? '#1f7a55' : '#8c6d1f'}>{published ? 'Terbit' : 'Draf'}</Badge>
        </dd>
      </div>
    </PlanFacts>
  );
}

/**
 * The active period's notice under the facts (active-period-notice.ts): none while the end is far;
 * to the owner of a paid plan it offers 'Perpanjang', the payment page.
 */
export function ActivePeriodCallout({
  summary,
  invitationId,
  isOwner,
}: {
  summary: InvitationSummary;
  invitationId: string;
  isOwner: boolean;
}) {
  const notice = activePeriodNotice(summary);
  if (!notice) return null;
  return (
    <div className={`dashboard-period dashboard-period--${notice.tone}`}>
      <p>{notice.text}</p>
      {isOwner && summary.paid && (
        <Link className="ui-button ui-button--secondary" to={paymentPagePath(invitationId)}>
          Perpanjang
        </Link>
      )}
    </div>
  );
}
