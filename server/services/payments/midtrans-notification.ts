import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MidtransNotification } from '../../../schemas/requests/midtrans-notification';
import type { MidtransNotificationAnswer } from '../../../schemas/responses/midtrans-notification';
import type { Database } from '../../db/database';
import { orders } from '../../db/payment-tables';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/http-error';
import { changeFromReport, wrongAmountMessage } from './gateway-report';
import { hasMidtransSignature } from './midtrans-signature';
import { GATEWAY_DOWN, ORDER_NOT_FOUND } from './order-create';
import { applyOrderStatus } from './order-status';
import type { PaymentGateway } from './payment-gateway';

export const FORGED_NOTIFICATION = 'Tanda tangan notifikasi tidak sah';
export const NO_TRANSACTION = 'Midtrans belum mencatat transaksi untuk pesanan ini';

type Services = { db: Database; gateway: PaymentGateway; serverKey: string; log: FastifyBaseLogger };

/**
 * Midtrans's notification of an order (docs/product.md#midtrans): signed with our server key (403
 * otherwise, nothing read), of an order of ours paid through Midtrans (404), then confirmed through
 * Get Status, whose answer is what is acted on (the notification's own words are never trusted). Its
 * amount must be the order's (400, nothing changed). Applying it is idempotent: a replay, a late
 * older status or two notifications at once change the order once (order-status.ts).
 */
export async function hearMidtransNotification(
  { db, gateway, serverKey, log }: Services,
  notification: MidtransNotification,
  at: number,
): Promise<MidtransNotificationAnswer> {
  if (!hasMidtransSignature(notification, serverKey)) {
    log.warn({ order: { order_id: notification.order_id } }, 'midtrans: a notification with a wrong signature');
    throw forbidden(FORGED_NOTIFICATION);
  }
  const [order] = await db.select().from(orders).where(eq(orders.order_id, notification.order_id));
  if (!order || order.method !== 'midtrans') throw notFound(ORDER_NOT_FOUND);
  const reported = await gateway.status(order.order_id).catch((error: unknown) => {
    // Midtrans sends the notification again when it is not answered 2xx.
    throw Object.assign(new HttpError(502, GATEWAY_DOWN), { cause: error });
  });
  if (!reported) throw conflict(NO_TRANSACTION);
  const change = changeFromReport(order, reported);
  if (!change) {
    log.warn(
      { order: { order_id: order.order_id, gross_amount: order.gross_amount }, reported },
      'midtrans: the amount Midtrans reports is not the order’s; nothing changed',
    );
    throw badRequest(wrongAmountMessage(reported.gross_amount, order.gross_amount));
  }
  const result = await applyOrderStatus(db, order.order_id, change, at);
  return { order_id: order.order_id, status: (result?.order ?? order).status };
}
