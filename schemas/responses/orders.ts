import { ORDER_KINDS, ORDER_METHODS } from '../entities/order.schema';
import { PLAN_CODES } from '../entities/invitation-plan.schema';
import type { FromSchema, Schema } from '../json-schema';
import { completeObject, text } from '../schema-parts';

/** What the couple sees before paying (docs/product.md#payment). */

const transferAccount = completeObject({
  channel_type: text('Bank'),
  account_number: text('Nomor rekening'),
  account_name: text('Atas nama'),
});

/**
 * GET /v1/invitation/{id}/order/options: for each plan, what ordering it would be (or why it cannot),
 * its amount and both dates (from today, until the invitation closes); the ways to pay, and the
 * operator's accounts for a transfer.
 */
export const orderOptionsSchema = {
  $id: 'response/order-options',
  title: 'Pilihan pembayaran',
  type: 'object',
  additionalProperties: false,
  required: ['plans', 'methods', 'transfer_accounts'],
  properties: {
    plans: {
      type: 'array',
      title: 'Paket',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['plan_code', 'kind', 'gross_amount', 'active_from', 'active_until', 'refusal'],
        properties: {
          plan_code: { type: 'string', title: 'Paket', enum: PLAN_CODES },
          kind: { type: ['string', 'null'], title: 'Jenis', enum: [...ORDER_KINDS, null] },
          gross_amount: { type: ['integer', 'null'], title: 'Jumlah (Rp)' },
          active_from: { type: 'string', format: 'date-time', title: 'Aktif sejak' },
          active_until: { type: ['string', 'null'], format: 'date-time', title: 'Aktif sampai' },
          /** Why this plan cannot be ordered (a lower plan, a theme it lacks), or null. */
          refusal: { type: ['string', 'null'], title: 'Alasan tidak tersedia' },
        },
      },
    },
    methods: { type: 'array', title: 'Cara bayar', items: { type: 'string', enum: ORDER_METHODS } },
    transfer_accounts: { type: 'array', title: 'Rekening tujuan', items: transferAccount },
  },
} as const satisfies Schema;
export type OrderOptions = FromSchema<typeof orderOptionsSchema>;
