import { formatRupiah } from '../../../engine/format/rupiah';
import { planLabel } from '../../../engine/format/plan-label';
import type { AdminOrder } from '../../../schemas/responses/admin';
import { adminCalls } from '../../api/admin-calls';
import type { ActionDialogWords } from '../kit/action-reason-dialog';

/** What an operator may decide on an order (docs/product.md#operator-console). */
export type DecisionStep = 'confirm' | 'reject' | 'refund';
export type Decision = { step: DecisionStep; order: AdminOrder };

type DecisionWords = ActionDialogWords & {
  /** What the decision does, said in the dialog. */
  says: (order: AdminOrder) => string;
  /** Said on the page once it is done. */
  done: (order: AdminOrder) => string;
  call: (order: AdminOrder, text: string) => Promise<AdminOrder>;
};

const plan = (order: AdminOrder) => `paket ${planLabel(order.plan_code)}`;

export const ORDER_DECISIONS: Record<DecisionStep, DecisionWords> = {
  confirm: {
    button: 'Konfirmasi',
    title: 'Konfirmasi transfer?',
    label: 'Catatan (opsional)',
    required: false,
    danger: false,
    says: (order) =>
      `${formatRupiah(order.gross_amount)} dari ${order.owner.email} sudah masuk ke rekening? ${plan(order)} untuk /${order.invitation_slug} langsung aktif.`,
    done: (order) => `Pesanan ${order.order_id} dikonfirmasi: ${plan(order)} aktif.`,
    call: (order, note) => adminCalls.confirmOrder(order.order_id, note ? { note } : {}),
  },
  reject: {
    button: 'Tolak',
    title: 'Tolak transfer?',
    label: 'Alasan',
    required: true,
    danger: true,
    says: () => 'Pasangan membaca alasan ini di pesanannya, lalu dapat memesan lagi.',
    done: (order) => `Pesanan ${order.order_id} ditolak.`,
    call: (order, reason) => adminCalls.rejectOrder(order.order_id, { reason }),
  },
  refund: {
    button: 'Tandai dikembalikan',
    title: 'Tandai pembayaran dikembalikan?',
    label: 'Alasan',
    required: true,
    danger: true,
    says: (order) =>
      `Undangan /${order.invitation_slug} kembali ke paket dan masa aktif sebelum pesanan ini; yang belum pernah dibayar kembali menjadi draf.`,
    done: (order) => `Pesanan ${order.order_id} ditandai dikembalikan.`,
    call: (order, reason) => adminCalls.refundOrder(order.order_id, { reason }),
  },
};

/**
 * The decisions an order awaits: a pending transfer is confirmed or rejected (a Midtrans order is
 * Midtrans's to settle); a paid order may be marked refunded.
 */
export function decisionsFor(order: Pick<AdminOrder, 'status' | 'method'>): DecisionStep[] {
  if (order.status === 'pending') return order.method === 'transfer' ? ['confirm', 'reject'] : [];
  return order.status === 'paid' ? ['refund'] : [];
}
