import { formatLongDate } from '../../../engine/format/calendar-days';
import { formatRupiah } from '../../../engine/format/rupiah';
import type { Order } from '../../../schemas/entities/order.schema';
import { planLabel } from '../kit/themes/plan-label';
import type { Fact } from './fact-list';
import { formatMoment, KIND_LABELS, paidWith } from './order-words';

/** What a receipt states of a paid order, the amount last (the receipt's total). */
export const receiptFacts = (order: Order, slug: string | undefined): Fact[] => [
  ['Nomor pesanan', order.order_id],
  ...(slug ? [['Undangan', `/${slug}`] as const] : []),
  ['Paket', `${planLabel(order.plan_code)} (${KIND_LABELS[order.kind]})`],
  ['Cara bayar', paidWith(order)],
  ['Tanggal bayar', order.paid_at ? formatMoment(order.paid_at) : '–'],
  ['Aktif sampai', order.active_until ? formatLongDate(order.active_until) : '–'],
  ['Jumlah', formatRupiah(order.gross_amount)],
];
