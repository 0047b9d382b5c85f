import { planLabel } from '../../../engine/format/plan-label';
import { formatRupiah } from '../../../engine/format/rupiah';
import type { OrderMethod } from '../../../schemas/entities/order.schema';
import type { AdminOrder } from '../../../schemas/responses/admin';
import { Button } from '../../ui/button';
import { formatWhen } from '../kit/when';
import { decisionsFor, ORDER_DECISIONS, type Decision } from './order-decisions';

/** The list's columns, in the order each row's cells are. */
export const ORDER_COLUMNS = [
  'Pesanan',
  'Undangan',
  'Paket',
  'Jumlah',
  'Metode',
  'Status Midtrans',
  'Bukti',
  'Tindakan',
];

const METHOD_NAMES: Record<OrderMethod, string> = { transfer: 'Transfer bank', midtrans: 'Midtrans' };

/** How it is paid: 'Transfer bank', or 'Midtrans' with Midtrans's own word for the way ('qris'). */
const methodOf = (order: AdminOrder) =>
  [METHOD_NAMES[order.method], order.method === 'midtrans' && order.payment_type].filter(Boolean).join(' · ');

/** One order of the list: its number and date, whose, how much, how paid, its proof, and what it awaits. */
export function OrderRow({ order, onDecide }: { order: AdminOrder; onDecide: (decision: Decision) => void }) {
  const steps = decisionsFor(order);
  return (
    <tr>
      <td data-label="Pesanan">
        <span className="admin-table__number">{order.order_id}</span>
        <div className="admin-table__muted">{formatWhen(order.created_at)}</div>
      </td>
      <td data-label="Undangan">
        /{order.invitation_slug}
        <div className="admin-table__muted">{order.owner.email}</div>
      </td>
      <td data-label="Paket">{planLabel(order.plan_code)}</td>
      <td data-label="Jumlah" className="admin-table__number">
        {formatRupiah(order.gross_amount)}
      </td>
      <td data-label="Metode">{methodOf(order)}</td>
      <td data-label="Status Midtrans">{order.provider_status ?? '—'}</td>
      <td data-label="Bukti">
        {order.proof_url ? (
          <a href={order.proof_url} target="_blank" rel="noopener noreferrer">
            Lihat bukti<span className="visually-hidden"> pesanan {order.order_id}</span>
          </a>
        ) : (
          '—'
        )}
      </td>
      <td data-label="Tindakan">
        {steps.length > 0 ? (
          <div className="admin-table__actions">
            {steps.map((step) => (
              <Button
                key={step}
                variant={step === 'confirm' ? 'primary' : 'secondary'}
                aria-label={`${ORDER_DECISIONS[step].button} pesanan ${order.order_id}`}
                onClick={() => onDecide({ step, order })}
              >
                {ORDER_DECISIONS[step].button}
              </Button>
            ))}
          </div>
        ) : (
          <span className="admin-table__muted">{order.reason ? `Alasan: ${order.reason}` : '—'}</span>
        )}
      </td>
    </tr>
  );
}
