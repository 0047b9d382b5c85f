import { eq } from 'drizzle-orm';
import type { OrderMethod, OrderStatus } from '../../../schemas/entities/order.schema';
import { ORDER_STATUS_NAMES } from '../../../schemas/order-statuses';
import type { OperatorAction } from '../../../schemas/responses/admin';
import type { Database } from '../../db/database';
import { orders } from '../../db/payment-tables';
import { conflict, notFound } from '../../http/http-error';
import { ORDER_NOT_FOUND } from '../payments/order-create';
import { applyOrderStatus, type StatusChange } from '../payments/order-status';
import { adminOrderById } from './admin-orders';
import { asOperator, type Operator } from './operator-log';

export const ONLY_TRANSFERS = 'Hanya pesanan transfer bank yang dikonfirmasi atau ditolak operator';
/** 'Hanya pesanan berstatus Menunggu pembayaran yang dapat diproses (pesanan ini: Dibayar)'. */
export const wrongStatus = (needed: OrderStatus, status: OrderStatus) =>
  `Hanya pesanan berstatus ${ORDER_STATUS_NAMES[needed]} yang dapat diproses (pesanan ini: ${ORDER_STATUS_NAMES[status]})`;

/** What an operator does to an order: from which status (and method), to which, logged as what. */
type Review = { action: OperatorAction; from: OrderStatus; method?: OrderMethod; change: StatusChange };

/**
 * An operator's decision on an order (docs/product.md#operator-console), under the order's row lock
 * and in one transaction with its line in the log: applyOrderStatus grants the plan on a payment and
 * takes it back on a refund. 404 for no such order, 409 when the order is not where the decision needs it.
 */
async function reviewOrder(db: Database, operator: Operator, orderId: string, review: Review, note?: string) {
  await asOperator(db, operator, async (tx, log) => {
    const [order] = await tx.select().from(orders).where(eq(orders.order_id, orderId)).for('update');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (review.method && order.method !== review.method) throw conflict(ONLY_TRANSFERS);
    if (order.status !== review.from) throw conflict(wrongStatus(review.from, order.status));
    await applyOrderStatus(tx, orderId, review.change, operator.at);
    await log(review.action, `order:${orderId}`, {
      status: { from: order.status, to: review.change.status },
      gross_amount: order.gross_amount,
      ...(review.change.reason && { reason: review.change.reason }),
      ...(note && { note }),
    });
  });
  return (await adminOrderById(db, orderId))!;
}

/** A transfer seen on the operator's account: the order is paid, its plan granted (provider_status 'manual'). */
export const confirmTransfer = (db: Database, operator: Operator, orderId: string, note?: string) =>
  reviewOrder(
    db,
    operator,
    orderId,
    {
      action: 'order.confirm',
      from: 'pending',
      method: 'transfer',
      change: { status: 'paid', provider_status: 'manual', payment_type: 'bank_transfer' },
    },
    note,
  );

/** A transfer that did not arrive (or not in full): rejected with the reason the couple reads. */
export const rejectTransfer = (db: Database, operator: Operator, orderId: string, reason: string) =>
  reviewOrder(db, operator, orderId, {
    action: 'order.reject',
    from: 'pending',
    method: 'transfer',
    change: { status: 'rejected', reason },
  });

/** A paid order whose money went back (by any method): refunded, the plan and days before it restored. */
export const refundOrder = (db: Database, operator: Operator, orderId: string, reason: string) =>
  reviewOrder(db, operator, orderId, { action: 'order.refund', from: 'paid', change: { status: 'refunded', reason } });
