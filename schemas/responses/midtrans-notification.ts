import type { FromSchema, Schema } from '../json-schema';
import { ORDER_STATUSES } from '../entities/order.schema';
import { completeObject } from '../schema-parts';

/** The answer to Midtrans: the order and its status once the notification was heard. */
export const midtransNotificationAnswerSchema = {
  $id: 'response/midtrans-notification',
  title: 'Notifikasi diterima',
  ...completeObject({
    order_id: { type: 'string', title: 'Nomor pesanan' },
    status: { type: 'string', title: 'Status', enum: ORDER_STATUSES },
  }),
} as const satisfies Schema;
export type MidtransNotificationAnswer = FromSchema<typeof midtransNotificationAnswerSchema>;
