import { and, eq } from 'drizzle-orm';
import { ORDER_STATUS_NAMES } from '../../../schemas/order-statuses';
import type { Database } from '../../db/database';
import { orders } from '../../db/payment-tables';
import { conflict } from '../../http/http-error';
import { validationError } from '../../http/validation';
import { invitationAccess } from '../invitations/ownership';
import { isOwnImageUpload } from '../media/own-upload';
import { orderById } from './order-create';
import { TRANSFER_UNPROVEN } from './order-recheck';
import { applyOrderStatus } from './order-status';

export const PROOF_NOT_TRANSFER = 'Bukti transfer hanya untuk pesanan yang dibayar dengan transfer bank';
export const PROOF_TOO_LATE = 'Batas waktu pembayaran pesanan ini sudah lewat. Buat pesanan baru.';
export const PROOF_KEPT =
  'Batas waktu sudah lewat: bukti transfer yang sudah dikirim sedang menunggu pemeriksaan operator';
export const PROOF_NOT_YOURS = 'Bukti transfer tidak ditemukan di unggahan Anda. Unggah ulang buktinya.';
/** 'Pesanan ini tidak lagi menunggu bukti transfer (Dibayar)'. */
export const proofNotPending = (status: keyof typeof ORDER_STATUS_NAMES) =>
  `Pesanan ini tidak lagi menunggu bukti transfer (${ORDER_STATUS_NAMES[status]})`;

/**
 * The couple's proof of a bank transfer (docs/product.md#bank-transfer), set or replaced while the
 * order waits: only by the invitation's owner, only on a pending transfer before its deadline (one
 * found past it without a proof ends expired at once, as its re-check would end it, so that the couple
 * may order again; one with a proof keeps it and waits for an operator), and only an image the owner
 * uploaded. Answers the order with its plan's code.
 */
export async function attachTransferProof(
  db: Database,
  userId: string,
  orderId: string,
  proofUrl: string,
  now: number,
) {
  const { order, plan_code } = await orderById(db, orderId);
  await invitationAccess(db, userId, order.invitation_id, 'owner');
  if (order.method !== 'transfer') throw conflict(PROOF_NOT_TRANSFER);
  if (order.status !== 'pending') throw conflict(proofNotPending(order.status));
  if (Date.parse(order.expires_at) <= now) {
    if (order.proof_url) throw conflict(PROOF_KEPT);
    await applyOrderStatus(db, orderId, { status: 'expired', reason: TRANSFER_UNPROVEN }, now);
    throw conflict(PROOF_TOO_LATE);
  }
  if (!(await isOwnImageUpload(db, userId, proofUrl))) {
    throw validationError([{ field: 'proof_url', message: PROOF_NOT_YOURS }]);
  }
  const [updated] = await db
    .update(orders)
    .set({ proof_url: proofUrl, updated_at: new Date(now).toISOString() })
    .where(and(eq(orders.order_id, orderId), eq(orders.status, 'pending')))
    .returning();
  // Confirmed or rejected meanwhile: the proof came too late for it.
  if (!updated) throw conflict(proofNotPending((await orderById(db, orderId)).order.status));
  return { order: updated, plan_code };
}
