import { formatLongDate } from '../../../engine/format/calendar-days';
import type { InvitationSummary } from '../../../schemas/responses/owner-invitations';
import { Badge } from '../../ui/badge';
import { activePeriodNotice } from './active-period-notice';

/** The invitation's status ('Draf' or 'Terbit'), its plan's badge and the end of its active period. */
export function StatusFacts({ summary }: { summary: InvitationSummary }) {
  const published = summary.status === 'published';
  return (
    <dl className="dashboard-facts">
      <div>
        <dt>Status</dt>
        <dd>
          <Badge color={published ? '#1f7a55' : '#8c6d1f'}>{published ? 'Terbit' : 'Draf'}</Badge>
        </dd>
      </div>
      <div>
        <dt>Paket</dt>
        <dd>{summary.plan ? <Badge color={summary.plan.color}>{summary.plan.name}</Badge> : 'Belum memilih paket'}</dd>
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
  );
}

/** The active period's notice under the facts (active-period-notice.ts): none while the end is far. */
export function ActivePeriodCallout({ summary }: { summary: InvitationSummary }) {
  const notice = activePeriodNotice(summary);
  if (!notice) return null;
  return <p className={`dashboard-period dashboard-period--${notice.tone}`}>{notice.text}</p>;
}
