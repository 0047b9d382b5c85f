import midtransClient from 'midtrans-client';
import { orderStatusOfMidtrans } from './midtrans-status';
import type { RecheckTimings } from './order-recheck';
import type { GatewayOrder, GatewayStatus, PaymentGateway } from './payment-gateway';

/** Midtrans's keys and addresses (MIDTRANS_*; server/config.ts). */
export type MidtransSettings = {
  serverKey: string;
  clientKey: string;
  isProduction: boolean;
  /** Overrides of the Core API's and Snap's base URLs (a test's Midtrans-compatible server). */
  apiUrl?: string;
  snapUrl?: string;
  /** How often a pending order is asked about (server/services/payments/order-recheck.ts); tests shorten it. */
  recheck?: Partial<RecheckTimings>;
};

/** How long a call to Midtrans may take before it counts as failed (axios waits forever by default). */
const CALL_TIMEOUT_MS = 15_000;
/** Midtrans's limit on an item's name. */
const ITEM_NAME_MAX = 50;
const WIB_OFFSET_MS = 7 * 3_600_000;

/** A time as Midtrans reads it: "2026-12-06 17:30:00 +0700" (Western Indonesian Time). */
export function midtransTime(iso: string): string {
  const wib = new Date(Date.parse(iso) + WIB_OFFSET_MS).toISOString();
  return `${wib.slice(0, 10)} ${wib.slice(11, 19)} +0700`;
}

/** Midtrans's amounts are strings with two decimals ("99000.00"); a malformed one is NaN, which no order matches. */
export const midtransAmount = (value: unknown): number =>
  typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) ? Number(value) : typeof value === 'number' ? value : NaN;

/** Snap's request for an order: one item (the plan), the couple, the order's own expiry, the way back. */
function snapTransaction(order: GatewayOrder) {
  const minutes = Math.max(1, Math.round((Date.parse(order.expires_at) - Date.parse(order.created_at)) / 60_000));
  return {
    transaction_details: { order_id: order.order_id, gross_amount: order.gross_amount },
    item_details: [
      { id: order.item_id, price: order.gross_amount, quantity: 1, name: order.item_name.slice(0, ITEM_NAME_MAX) },
    ],
    customer_details: {
      ...(order.customer.name && { first_name: order.customer.name }),
      ...(order.customer.email && { email: order.customer.email }),
    },
    expiry: { start_time: midtransTime(order.created_at), unit: 'minute', duration: minutes },
    callbacks: { finish: order.finish_url },
  };
}

/** Midtrans's refusal (its HTTP status, or the `status_code` of its answer's body), or null for another error. */
const refusalOf = (error: unknown) =>
  error instanceof midtransClient.MidtransError ? Number(error.httpStatusCode) : null;

/** Whether Midtrans answered that it has no transaction of that id (the couple never chose a method on Snap). */
const isUnknownTransaction = (error: unknown) => refusalOf(error) === 404;

/**
 * Midtrans's refusals of a cancel that say where the transaction is rather than that the call failed:
 * 404 none of that id, 412 "Merchant cannot modify the status of the transaction" (settled, expired or
 * cancelled already).
 */
const CANCEL_REFUSALS = [404, 412];

/**
 * Midtrans through the official midtrans-client: Snap in redirect mode (the couple pays on Midtrans's
 * page and returns to the dashboard), the Get Status API, which every notification is checked
 * against, and the Cancel API (a couple's cancellation of a payment not made yet). The base URLs are
 * replaced on this instance only when the settings name others.
 */
export function midtransGateway(settings: MidtransSettings): PaymentGateway {
  const { serverKey, clientKey, isProduction, apiUrl, snapUrl } = settings;
  const snap = new midtransClient.Snap({ isProduction, serverKey, clientKey });
  if (apiUrl) snap.apiConfig.getCoreApiBaseUrl = () => apiUrl;
  if (snapUrl) snap.apiConfig.getSnapApiBaseUrl = () => `${snapUrl}/snap/v1`;
  snap.httpClient.http_client.defaults.timeout = CALL_TIMEOUT_MS;

  return {
    async start(order) {
      const { token, redirect_url } = await snap.createTransaction(snapTransaction(order));
      return { redirect_url, snap_token: token };
    },
    async status(orderId): Promise<GatewayStatus | null> {
      let answer: Record<string, unknown>;
      try {
        answer = await snap.transaction.status(orderId);
      } catch (error) {
        if (isUnknownTransaction(error)) return null;
        throw error;
      }
      const transactionStatus = String(answer.transaction_status ?? '');
      return {
        status: orderStatusOfMidtrans(transactionStatus, answer.fraud_status as string | undefined),
        provider_status: transactionStatus,
        ...(typeof answer.payment_type === 'string' && { payment_type: answer.payment_type }),
        gross_amount: midtransAmount(answer.gross_amount),
      };
    },
    async cancel(orderId) {
      try {
        await snap.transaction.cancel(orderId);
        return true;
      } catch (error) {
        if (CANCEL_REFUSALS.includes(refusalOf(error) ?? 0)) return false;
        throw error;
      }
    },
  };
}
