import type { ReactNode } from 'react';
import { formatLongDate } from '../../../engine/format/calendar-days';
import type { InvitationSummary } from '../../../schemas/responses/owner-invitations';
import { Badge } from '../../ui/badge';
import { PaymentBadges, paymentBadges } from './payment-badges';
import './plan-facts.css';

/**
 * An invitation's plan in facts (docs/product.md#dashboard): the plan's badge, its payment (PAID,
 * PENDING, EXPIRED, or not paid yet) and the end of its active period; `children` come first (the
 * dashboard's status).
 */
export function PlanFacts({
  summary,
  children,
}: {
  summary: Pick<InvitationSummary, 'plan' | 'paid' | 'order_status' | 'expired' | 'expired_at'>;
  children?: ReactNode;
}) {
  return (
    <dl className="plan-facts">
      {children}
      <div>
        <dt>Paket</dt>
        <dd>{summary.plan ? <Badge color={summary.plan.color}>{summary.plan.name}</Badge> : 'Belum memilih paket'}</dd>
      </div>
      <div>
        <dt>Pembayaran</dt>
        <dd className="plan-facts__badges">
          {paymentBadges(summary).length ? <PaymentBadges state={summary} /> : 'Belum dibayar'}
        </dd>
      </div>
      <div>
        <dt>Masa aktif</dt>
        <dd className={summary.expired ? 'plan-facts__warning' : undefined}>
          {summary.expired
            ? 'Masa aktif habis'
            : summary.expired_at
              ? `Sampai ${formatLongDate(summary.expired_at)}`
              : 'Dimulai saat pembayaran diterima'}
        </dd>
      </div>
    </dl>
  );
}
