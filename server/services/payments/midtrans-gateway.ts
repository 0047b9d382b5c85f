import type { PaymentGateway } from './payment-gateway';

/** Midtrans's keys and addresses (MIDTRANS_*; server/config.ts). */
export type MidtransSettings = {
  serverKey: string;
  clientKey: string;
  isProduction: boolean;
  /** Overrides of the Core API's and Snap's base URLs (a test's Midtrans-compatible server). */
  apiUrl?: string;
  snapUrl?: string;
};

/** Midtrans through the official midtrans-client: Snap in redirect mode, and the Get Status API. */
export function midtransGateway(_settings: MidtransSettings): PaymentGateway {
  throw new Error('midtransGateway: being written');
}
