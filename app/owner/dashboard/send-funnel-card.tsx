import { Link } from 'react-router';
import type { InvitationSummary } from '../../../schemas/responses/owner-invitations';
import './send-funnel-card.css';
import { DashboardCard } from './dashboard-card';

/** A step's share of the guests, as a whole percent (0 without guests). */
const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);

/**
 * 'Pengiriman undangan' (docs/product.md#link-opens): how far the invitation got, guest by guest:
 * sent (terkirim), opened (dibuka: the personal link opened at least once) and answered (menjawab),
 * each of all guests, with the way to the sending queue.
 */
export function SendFunnelCard({ invitationId, summary }: { invitationId: string; summary: InvitationSummary }) {
  const steps = [
    { label: 'Terkirim', count: summary.guests_sent },
    { label: 'Dibuka', count: summary.guests_opened },
    { label: 'Menjawab', count: summary.guests_replied },
  ];
  return (
    <DashboardCard title="Pengiriman undangan" titleId="dashboard-funnel-title" className="send-funnel">
      <ol className="send-funnel__steps">
        {steps.map((step) => (
          <li key={step.label} className="send-funnel__step">
            <span className="send-funnel__label">{step.label}</span>
            <span className="send-funnel__count">
              {step.count}
              <span className="send-funnel__of"> dari {summary.guests} tamu</span>
            </span>
            <span className="send-funnel__bar" aria-hidden="true">
              <span style={{ width: `${percent(step.count, summary.guests)}%` }} />
            </span>
          </li>
        ))}
      </ol>
      <Link className="send-funnel__link" to={`/invitation/${invitationId}/guest/send`}>
        Buka antrean kirim
      </Link>
    </DashboardCard>
  );
}
