import type { OrderStatus } from '../../../schemas/entities/order.schema';

/** What a payment gateway reports of one order (Midtrans's Get Status, mapped to our statuses). */
export type GatewayStatus = {
  status: OrderStatus;
  /** Its own word, e.g. 'settlement', 'capture', 'expire'. */
  provider_status: string;
  payment_type?: string;
  /** The amount it says was paid, which must be the order's. */
  gross_amount: number;
};

/** An order as the gateway needs it to open a payment page. */
export type GatewayOrder = {
  order_id: string;
  gross_amount: number;
  /** The plan's `product_id` when the operator set one (the shop's own code for it), else its code. */
  item_id: string;
  item_name: string;
  customer: { name: string; email: string };
  /** When it was made and until when it may be paid (the payment page's own expiry). */
  created_at: string;
  expires_at: string;
  /** Where the couple comes back to after paying. */
  finish_url: string;
};

/**
 * A payment gateway (server/services/payments/midtrans-gateway.ts): it opens a payment page for an
 * order, answers an order's status when asked (a notification is never trusted on its own word), and
 * cancels a payment not made yet.
 */
export type PaymentGateway = {
  start(order: GatewayOrder): Promise<{ redirect_url: string; snap_token: string }>;
  status(orderId: string): Promise<GatewayStatus | null>;
  /**
   * Asks the gateway to cancel the order's transaction: true once it did, false when it refused (no
   * such transaction, or one past cancelling: paid, expired, already cancelled). Rejects when it could
   * not be asked. Its status is then read with `status`, which is what is acted on.
   */
  cancel(orderId: string): Promise<boolean>;
};
