import type { FastifyInstance } from 'fastify';
import { midtransNotificationSchema, type MidtransNotification } from '../../schemas/requests/midtrans-notification';
import { midtransNotificationAnswerSchema } from '../../schemas/responses/midtrans-notification';
import { notFound } from '../http/http-error';
import { dataResponse } from '../http/response-schema';
import { publicWriteConfig } from '../services/limits/public-write-limit';
import { hearMidtransNotification } from '../services/payments/midtrans-notification';

/**
 * Notifications per minute per client address: Midtrans sends from a few addresses for every order
 * at once, so more than a guest's writes; a forger is still slowed down.
 */
const NOTIFICATIONS_PER_MINUTE = 300;
const NO_MIDTRANS = 'Pembayaran lewat Midtrans tidak aktif';

/**
 * What payment gateways tell the server (docs/product.md#midtrans): Midtrans's HTTP notification,
 * without a token (Midtrans signs it instead).
 */
export async function paymentNotificationRoutes(app: FastifyInstance) {
  app.post<{ Body: MidtransNotification }>(
    '/v1/payment/midtrans/notification',
    {
      schema: { body: midtransNotificationSchema, response: { 200: dataResponse(midtransNotificationAnswerSchema) } },
      config: publicWriteConfig(NOTIFICATIONS_PER_MINUTE),
    },
    async (request) => {
      const { paymentGateway: gateway, midtransServerKey: serverKey } = app;
      if (!gateway || !serverKey) throw notFound(NO_MIDTRANS);
      const services = { db: app.db, gateway, serverKey, log: request.log };
      return { data: await hearMidtransNotification(services, request.body, app.clock()) };
    },
  );
}
