import type { FromSchema, Schema } from '../json-schema';

/**
 * POST /v1/payment/midtrans/notification: Midtrans's HTTP notification of a transaction
 * (docs/product.md#midtrans). Midtrans sends many fields, more as it adds payment methods: the ones
 * the signature covers and the status are required, the rest is accepted and not read (the status
 * acted on is the one Get Status answers).
 */
export const midtransNotificationSchema = {
  $id: 'request/midtrans-notification',
  title: 'Notifikasi Midtrans',
  type: 'object',
  additionalProperties: true,
  required: ['order_id', 'status_code', 'gross_amount', 'signature_key', 'transaction_status'],
  properties: {
    order_id: { type: 'string', title: 'Nomor pesanan', minLength: 1, maxLength: 50 },
    status_code: { type: 'string', title: 'Kode status', maxLength: 10 },
    gross_amount: { type: 'string', title: 'Jumlah', maxLength: 30 },
    signature_key: { type: 'string', title: 'Tanda tangan', maxLength: 512 },
    transaction_status: { type: 'string', title: 'Status transaksi', maxLength: 50 },
    fraud_status: { type: 'string', title: 'Status pemeriksaan penipuan', maxLength: 50 },
    payment_type: { type: 'string', title: 'Cara bayar', maxLength: 50 },
  },
} as const satisfies Schema;
export type MidtransNotification = FromSchema<typeof midtransNotificationSchema>;
