import { formatEventDate, formatEventTime } from '../../../engine/format/event-time';
import type { Order, OrderKind, OrderMethod } from '../../../schemas/entities/order.schema';

/** What ordering a plan would be, as its card says it (docs/product.md#payment). */
export const KIND_LABELS: Record<OrderKind, string> = { new: 'Bayar', upgrade: 'Upgrade', extension: 'Perpanjang' };

/** The ways to pay: what the couple picks, how it goes on, and its name on a receipt. */
export const METHOD_LABELS: Record<OrderMethod, { name: string; detail: string; short: string }> = {
  midtrans: {
    name: 'QRIS, GoPay, ShopeePay, Virtual Account, Kartu',
    detail: 'Lewat halaman pembayaran Midtrans; paket aktif begitu pembayaran diterima.',
    short: 'Midtrans',
  },
  transfer: {
    name: 'Transfer bank',
    detail: 'Ke rekening kami, lalu unggah bukti transfer; paket aktif setelah kami periksa.',
    short: 'Transfer bank',
  },
};

/** Midtrans's `payment_type` words, as a couple knows them. */
const PAYMENT_TYPES: Record<string, string> = {
  qris: 'QRIS',
  gopay: 'GoPay',
  shopeepay: 'ShopeePay',
  bank_transfer: 'Virtual Account',
  echannel: 'Virtual Account Mandiri',
  permata: 'Virtual Account Permata',
  credit_card: 'Kartu kredit/debit',
  cstore: 'Gerai retail',
  akulaku: 'Akulaku',
  kredivo: 'Kredivo',
};

/** How an order was (or is being) paid: 'Transfer bank', 'Midtrans · QRIS'. */
export function paidWith(order: Pick<Order, 'method' | 'payment_type'>): string {
  const how = order.payment_type ? (PAYMENT_TYPES[order.payment_type] ?? order.payment_type) : null;
  const method = METHOD_LABELS[order.method].short;
  return how && order.method === 'midtrans' ? `${method} · ${how}` : method;
}

/** "Rabu, 9 Desember 2026 pukul 14.30 WIB": a deadline or a payment's moment, in Jakarta's time. */
export const formatMoment = (iso: string): string => `${formatEventDate(iso)} pukul ${formatEventTime(iso)} WIB`;
