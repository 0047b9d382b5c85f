import { formatLongDate } from '../../../engine/format/calendar-days';
import type { Order } from '../../../schemas/entities/order.schema';
import { planLabel } from './themes/plan-label';

/** What an order came to, said to the couple: its tone and its words. */
export type OrderOutcome = { tone: 'success' | 'waiting' | 'error'; text: string };

/**
 * What an order's status means for the couple (docs/product.md#payment): the payment received and
 * until when the plan runs; still waiting (for the payment, or for the check of a transfer's proof);
 * or why it ended (failed, expired, rejected with the operator's reason), and that they may order again.
 */
export function orderOutcome(
  order: Pick<Order, 'order_id' | 'status' | 'method' | 'plan_code' | 'proof_url' | 'reason' | 'active_until'>,
): OrderOutcome {
  const id = order.order_id;
  const because = order.reason ? `: ${order.reason}` : '';
  switch (order.status) {
    case 'paid':
      return {
        tone: 'success',
        text: `Pembayaran diterima. Paket ${planLabel(order.plan_code)} aktif${order.active_until ? ` sampai ${formatLongDate(order.active_until)}` : ''}.`,
      };
    case 'pending':
      return {
        tone: 'waiting',
        text:
          order.method === 'transfer' && order.proof_url
            ? `Menunggu konfirmasi bukti transfer pesanan ${id}. Halaman ini diperbarui sendiri.`
            : `Menunggu pembayaran pesanan ${id}. Halaman ini diperbarui sendiri begitu pembayaran diterima.`,
      };
    case 'failed':
      return { tone: 'error', text: `Pembayaran pesanan ${id} gagal${because}. Silakan pesan lagi.` };
    case 'expired':
      return { tone: 'error', text: `Batas waktu pembayaran pesanan ${id} sudah lewat. Silakan pesan lagi.` };
    case 'rejected':
      return { tone: 'error', text: `Pesanan ${id} ditolak${because}. Silakan pesan lagi.` };
    case 'refunded':
      return { tone: 'error', text: `Pembayaran pesanan ${id} sudah dikembalikan.` };
  }
}
