import { formatRupiah } from '../../../engine/format/rupiah';
import type { OrderRow, StatusChange } from './order-status';
import type { GatewayStatus } from './payment-gateway';

/**
 * What the gateway's report changes on an order: its status and the gateway's own words. Null when
 * the amount it reports is not the order's: then nothing may change (a payment of another amount is
 * an operator's question, never a plan granted).
 */
export function changeFromReport(order: Pick<OrderRow, 'gross_amount'>, reported: GatewayStatus): StatusChange | null {
  if (reported.gross_amount !== order.gross_amount) return null;
  return {
    status: reported.status,
    provider_status: reported.provider_status,
    ...(reported.payment_type && { payment_type: reported.payment_type }),
  };
}

/** The refusal of a report whose amount is not the order's. */
export const wrongAmountMessage = (reported: number, ordered: number) =>
  `Jumlah pembayaran di Midtrans (${Number.isFinite(reported) ? formatRupiah(reported) : 'tidak terbaca'}) ` +
  `tidak sama dengan jumlah pesanan (${formatRupiah(ordered)})`;
