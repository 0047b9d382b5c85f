import type { OrderStatus } from '../../../schemas/entities/order.schema';

/**
 * Our status for Midtrans's `transaction_status` and `fraud_status` (docs/product.md#midtrans): paid
 * once settled, or captured (a card) with its fraud check accepted; a capture Midtrans's fraud check
 * challenges waits for the operator's decision there, so it stays pending. A word we do not act on
 * (authorize, partial_refund, a new one) also reads as pending: statuses only move forward
 * (order-status.ts), so it never undoes a payment.
 */
export function orderStatusOfMidtrans(transactionStatus: string, fraudStatus?: string | null): OrderStatus {
  switch (transactionStatus) {
    case 'settlement':
      return 'paid';
    case 'capture':
      if (fraudStatus === 'accept') return 'paid';
      return fraudStatus === 'deny' ? 'failed' : 'pending';
    case 'expire':
      return 'expired';
    case 'cancel':
    case 'deny':
    case 'failure':
      return 'failed';
    // A chargeback gives the money back to the payer, as a refund does.
    case 'refund':
    case 'chargeback':
      return 'refunded';
    default:
      return 'pending';
  }
}
