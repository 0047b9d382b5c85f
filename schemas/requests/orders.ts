import { ORDER_METHODS } from '../entities/order.schema';
import { PLAN_CODES } from '../entities/invitation-plan.schema';
import type { FromSchema, Schema } from '../json-schema';
import { TEXT_MAX } from '../limits';
import { UNKNOWN_FIELD } from '../unknown-field-message';

/** Request schemas of the payment routes (docs/product.md#payment). */

const PLAN_MESSAGE = 'Pilih paket';

/** POST /v1/invitation/{id}/order: the plan to pay for, its add-ons, and how (the server's default without). */
export const createOrderRequestSchema = {
  $id: 'request/create-order',
  title: 'Pesan paket',
  type: 'object',
  additionalProperties: false,
  required: ['plan_code'],
  properties: {
    plan_code: { type: 'string', title: 'Paket', enum: PLAN_CODES, errorMessage: { enum: PLAN_MESSAGE } },
    add_ons: {
      type: 'array',
      title: 'Tambahan',
      maxItems: 10,
      uniqueItems: true,
      items: { type: 'string', maxLength: TEXT_MAX.name },
    },
    method: {
      type: 'string',
      title: 'Cara bayar',
      enum: ORDER_METHODS,
      errorMessage: { enum: 'Pilih cara pembayaran' },
    },
  },
  errorMessage: { required: { plan_code: PLAN_MESSAGE }, additionalProperties: UNKNOWN_FIELD },
} as const satisfies Schema;
export type CreateOrderRequest = FromSchema<typeof createOrderRequestSchema>;

/** A path's `{order_id}`. */
export const orderIdParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['order_id'],
  properties: { order_id: { type: 'string', title: 'Nomor pesanan', minLength: 1, maxLength: 50 } },
} as const satisfies Schema;
export type OrderIdParams = FromSchema<typeof orderIdParamsSchema>;
