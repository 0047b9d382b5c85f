import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { midtransGateway, type MidtransSettings } from '../services/payments/midtrans-gateway';
import { DEFAULT_RECHECK, defineOrderRecheckJob, type OrderRechecks } from '../services/payments/order-recheck';
import type { PaymentGateway } from '../services/payments/payment-gateway';

declare module 'fastify' {
  interface FastifyInstance {
    /** Midtrans when its keys are set (MIDTRANS_SERVER_KEY, MIDTRANS_CLIENT_KEY), else null: transfers only. */
    paymentGateway: PaymentGateway | null;
    /** Midtrans's server key, which signs its notifications; null without Midtrans. */
    midtransServerKey: string | null;
    /** Looks at each new order again until it ends (server/services/payments/order-recheck.ts). */
    orderRechecks: OrderRechecks;
  }
}

export type PaymentOptions = { midtrans?: MidtransSettings };

/** The payment gateway the orders use, and the job that re-checks pending orders (docs/product.md#payment). */
export const paymentsPlugin = fp(
  async (app: FastifyInstance, options: PaymentOptions) => {
    const gateway = options.midtrans ? midtransGateway(options.midtrans) : null;
    app.decorate('paymentGateway', gateway);
    app.decorate('midtransServerKey', options.midtrans?.serverKey ?? null);
    const timings = { ...DEFAULT_RECHECK, ...options.midtrans?.recheck };
    const services = { db: app.db, gateway, clock: app.clock, log: app.log, timings };
    app.decorate('orderRechecks', defineOrderRecheckJob(app.jobs, services));
  },
  { name: 'payments', dependencies: ['services', 'background-jobs'] },
);
