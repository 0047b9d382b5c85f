import { Link } from 'react-router';
import type { InvitationSummary } from '../../../schemas/responses/owner-invitations';
import { paymentPagePath } from '../kit/payment-page-path';
import { planLabel } from '../kit/themes/plan-label';

/**
 * A draft whose plan is not paid yet cannot be published (the API answers 402): instead of a
 * 'Terbitkan' that would fail, the card says so and offers 'Bayar & Terbitkan', the payment page.
 */
export function UnpaidPublishOffer({
  invitationId,
  summary,
}: {
  invitationId: string;
  summary: Pick<InvitationSummary, 'plan' | 'order_status'>;
}) {
  const plan = summary.plan ? `Paket ${planLabel(summary.plan.name)}` : 'Paket undangan ini';
  return (
    <>
      <p className="dashboard-card__muted">
        {summary.order_status === 'pending'
          ? `${plan} menunggu pembayaran. Begitu pembayaran diterima, undangan dapat diterbitkan.`
          : `${plan} belum dibayar. Undangan masih draf: hanya Anda yang dapat melihatnya. Bayar paket agar undangan dapat diterbitkan dan dibuka tamu.`}
      </p>
      <Link className="ui-button ui-button--primary" to={paymentPagePath(invitationId)}>
        Bayar &amp; Terbitkan
      </Link>
    </>
  );
}
