import { Link } from 'react-router';
import { formatLongDate } from '../../../engine/format/calendar-days';
import { formatRupiah } from '../../../engine/format/rupiah';
import type { Order } from '../../../schemas/entities/order.schema';
import { OrderStatusBadge } from '../kit/payment-badges';
import { receiptPath } from '../kit/payment-page-path';
import { planLabel } from '../kit/themes/plan-label';
import { KIND_LABELS, paidWith } from './order-words';
import './order-history.css';

/**
 * 'Riwayat pesanan': every order of the invitation, newest first, with its plan, amount, way of
 * paying and status badge; a rejected or failed one with its reason, a paid one with its receipt.
 */
export function OrderHistory({ invitationId, orders }: { invitationId: string; orders: readonly Order[] }) {
  return (
    <section className="ui-card order-history" aria-labelledby="order-history-title">
      <h2 id="order-history-title" className="payment-page__heading">
        Riwayat pesanan
      </h2>
      {orders.length === 0 ? (
        <p className="payment-page__muted">Belum ada pesanan.</p>
      ) : (
        <ul className="order-history__list">
          {orders.map((order) => (
            <li key={order.order_id} className="order-history__item">
              <div className="order-history__main">
                <span className="order-history__plan">
                  Paket {planLabel(order.plan_code)} · {KIND_LABELS[order.kind]}
                </span>
                <span className="order-history__meta">
                  {order.order_id} · {formatLongDate(order.created_at)} · {paidWith(order)}
                </span>
                {order.reason && (order.status === 'rejected' || order.status === 'failed') && (
                  <span className="order-history__reason">Alasan: {order.reason}</span>
                )}
              </div>
              <span className="order-history__amount">{formatRupiah(order.gross_amount)}</span>
              <span className="order-history__status">
                <OrderStatusBadge status={order.status} />
                {order.status === 'paid' && (
                  <Link
                    to={receiptPath(invitationId, order.order_id)}
                    className="order-history__receipt"
                    aria-label={`Kuitansi pesanan ${order.order_id}`}
                  >
                    Kuitansi
                  </Link>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
