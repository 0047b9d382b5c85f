import type { FastifyBaseLogger } from 'fastify';
import { ORDER_STATUS_NAMES } from '../../../schemas/order-statuses';
import type { Database } from '../../db/database';
import { conflict, HttpError } from '../../http/http-error';
import { invitationAccess } from '../invitations/ownership';
import { changeFromReport, wrongAmountMessage } from './gateway-report';
import { GATEWAY_DOWN, orderById } from './order-create';
import { applyOrderStatus, type OrderRow, type StatusChange } from './order-status';
import type { GatewayStatus, PaymentGateway } from './payment-gateway';

export const CANCELLED_BY_OWNER = 'Dibatalkan oleh pemilik undangan';
/** The 409 of a cancellation that came after the money: the order is answered paid with it. */
export const ALREADY_PAID = 'Pembayaran ini sudah diterima';
export const NOT_CANCELLED = 'Midtrans belum membatalkan pembayaran ini. Coba lagi sebentar lagi.';
/** 'Pesanan ini tidak lagi menunggu pembayaran (Ditolak)'. */
export const orderNotPending = (status: keyof typeof ORDER_STATUS_NAMES) =>
  `Pesanan ini tidak lagi menunggu pembayaran (${ORDER_STATUS_NAMES[status]})`;

type Services = { db: Database; gateway: PaymentGateway | null; log: FastifyBaseLogger };

/** The order as it now is, its plan's code, and whether it turned out paid (the 409 ALREADY_PAID). */
export type Cancellation = { order: OrderRow; plan_code: string; paid: boolean };

/** Our own end of an order: failed, saying who ended it. */
const cancelled: StatusChange = { status: 'failed', reason: CANCELLED_BY_OWNER };

const gatewayDown = (error: unknown) => Object.assign(new HttpError(502, GATEWAY_DOWN), { cause: error });

/**
 * What Midtrans's report changes: its status, and our reason when it ends failed (the couple's cancel).
 * A report of another amount changes nothing (an operator's question, as in a notification): 409.
 */
function changeOf({ log }: Services, order: OrderRow, reported: GatewayStatus): StatusChange {
  const change = changeFromReport(order, reported);
  if (!change) {
    log.warn(
      { order: { order_id: order.order_id, gross_amount: order.gross_amount }, reported },
      'midtrans: the amount Midtrans reports is not the order’s; not cancelled',
    );
    throw conflict(wrongAmountMessage(reported.gross_amount, order.gross_amount));
  }
  return change.status === 'failed' ? { ...change, reason: CANCELLED_BY_OWNER } : change;
}

/**
 * A Midtrans order's end, as Midtrans has it: no transaction yet (the couple left Snap) ends it at
 * once; a transaction still waiting is cancelled at Midtrans first, then read again (a payment made
 * in between is then what Midtrans says); one already settled is paid, never cancelled.
 */
async function midtransChange(services: Services, order: OrderRow): Promise<StatusChange> {
  const { gateway } = services;
  if (!gateway) throw gatewayDown(new Error('Midtrans is not configured'));
  const unreachable = (error: unknown): never => {
    throw gatewayDown(error);
  };
  const ask = () => gateway.status(order.order_id).catch(unreachable);
  const reported = await ask();
  if (!reported) return cancelled;
  // Another amount is refused before anything is cancelled.
  const change = changeOf(services, order, reported);
  if (change.status !== 'pending') return change;
  // Refused (paid or ended meanwhile) or not: what Midtrans now says is what counts.
  await gateway.cancel(order.order_id).catch(unreachable);
  const after = await ask();
  return after ? changeOf(services, order, after) : cancelled;
}

/**
 * The couple's cancellation of an order that waits (docs/product.md#payment), the owner's alone
 * (403 for a member or a stranger, 404 for no such order, 409 once it no longer waits): a transfer
 * ends failed at once (a proof sent stays on it); a Midtrans order as `midtransChange` says (502 when
 * Midtrans cannot be asked, nothing changed). Statuses only move forward, so an operator's decision or
 * a notification at the same moment wins over it. Answers the order as it now is; `paid` when the
 * money came first.
 */
export async function cancelOrder(
  services: Services,
  userId: string,
  orderId: string,
  now: number,
): Promise<Cancellation> {
  const { order, plan_code } = await orderById(services.db, orderId);
  await invitationAccess(services.db, userId, order.invitation_id, 'owner');
  if (order.status !== 'pending') throw conflict(orderNotPending(order.status));
  const change = order.method === 'midtrans' ? await midtransChange(services, order) : cancelled;
  const result = await applyOrderStatus(services.db, orderId, change, now);
  const ended = result?.order ?? order;
  // Midtrans still calls it waiting after cancelling it: nothing ended, the couple may try again.
  if (ended.status === 'pending') throw new HttpError(502, NOT_CANCELLED);
  return { order: ended, plan_code, paid: ended.status === 'paid' };
}
