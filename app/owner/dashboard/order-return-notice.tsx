import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../api/error-text';
import { orderQuery } from '../../queries/order-queries';
import { orderOutcome } from '../kit/order-outcome';
import { paymentPagePath } from '../kit/payment-page-path';
import { useOrderSettled } from '../kit/use-order-settled';

const TONES = { success: 'success', waiting: 'warning', error: 'danger' } as const;

/**
 * Back from Midtrans's payment page (`/invitation/{id}?order=<order_id>`): what became of that order,
 * read again while it waits ("Menunggu pembayaran…" until "Pembayaran diterima…"); a failed or
 * expired one offers to order again. 'Tutup' takes the order out of the address.
 */
export function OrderReturnNotice({ invitationId, published }: { invitationId: string; published: boolean }) {
  const [params, setParams] = useSearchParams();
  const orderId = params.get('order') ?? '';
  const order = useQuery({ ...orderQuery(orderId), enabled: orderId !== '' });
  useOrderSettled(invitationId, order.data?.status);
  if (!orderId || order.isPending) return null;
  const outcome = order.data
    ? orderOutcome(order.data)
    : { tone: 'error' as const, text: `Pesanan ${orderId} belum dapat dibaca: ${errorText(order.error)}` };
  const after = order.data?.status === 'paid' && !published ? ' Kini undangan dapat diterbitkan.' : '';
  const close = () =>
    setParams((current) => {
      current.delete('order');
      return current;
    });
  return (
    <section
      className={`dashboard-period dashboard-period--${TONES[outcome.tone]} order-return`}
      aria-label="Status pembayaran"
    >
      <p role={outcome.tone === 'error' ? 'alert' : 'status'}>
        {outcome.text}
        {after}
      </p>
      <div className="order-return__actions">
        {outcome.tone === 'error' && (
          <Link className="ui-button ui-button--primary" to={paymentPagePath(invitationId)}>
            Pesan lagi
          </Link>
        )}
        <button type="button" className="ui-button ui-button--ghost" onClick={close}>
          Tutup
        </button>
      </div>
    </section>
  );
}
