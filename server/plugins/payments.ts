import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { midtransGateway, type MidtransSettings } from '../services/payments/midtrans-gateway';
import type { PaymentGateway } from '../services/payments/payment-gateway';

declare module 'fastify' {
  interface FastifyInstance {
    /** Midtrans when its keys are set (MIDTRANS_SERVER_KEY, MIDTRANS_CLIENT_KEY), else null: transfers only. */
    paymentGateway: PaymentGateway | null;
  }
}

export type PaymentOptions = { midtrans?: MidtransSettings };

/** The payment gateway the orders use (docs/product.md#payment). */
export const paymentsPlugin = fp(
  async (app: FastifyInstance, options: PaymentOptions) => {
    app.decorate('paymentGateway', options.midtrans ? midtransGateway(options.midtrans) : null);
  },
  { name: 'payments' },
);
