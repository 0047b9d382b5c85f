import type { FromSchema, Schema } from '../json-schema';
import { PLAN_CODES } from './invitation-plan.schema';

/**
 * An order of a plan for an invitation (docs/product.md#payment). `status` is ours; `provider_status`
 * is the gateway's own word for it (Midtrans's `transaction_status`, e.g. 'settlement').
 */
export const ORDER_STATUSES = ['pending', 'paid', 'expired', 'failed', 'rejected', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A first payment of a plan, a move to a higher plan (the difference), or the same plan's days again. */
export const ORDER_KINDS = ['new', 'upgrade', 'extension'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** Midtrans's Snap (QRIS, e-wallets, virtual accounts, cards), or a bank transfer an operator confirms. */
export const ORDER_METHODS = ['midtrans', 'transfer'] as const;
export type OrderMethod = (typeof ORDER_METHODS)[number];

const instant = { type: 'string', format: 'date-time' } as const;

export const orderSchema = {
  $id: 'entity/order',
  title: 'Pesanan',
  type: 'object',
  additionalProperties: false,
  required: [
    'order_id',
    'invitation_id',
    'status',
    'kind',
    'plan_code',
    'add_ons',
    'gross_amount',
    'method',
    'expires_at',
    'created_at',
  ],
  properties: {
    order_id: { type: 'string', title: 'Nomor pesanan' },
    invitation_id: { type: 'string', title: 'Undangan' },
    status: { type: 'string', title: 'Status', enum: ORDER_STATUSES },
    provider_status: { type: ['string', 'null'], title: 'Status Midtrans' },
    payment_type: { type: ['string', 'null'], title: 'Cara bayar' },
    kind: { type: 'string', title: 'Jenis', enum: ORDER_KINDS },
    plan_code: { type: 'string', title: 'Paket', enum: PLAN_CODES },
    add_ons: { type: 'array', title: 'Tambahan', items: { type: 'string' } },
    gross_amount: { type: 'integer', title: 'Jumlah (Rp)', minimum: 0 },
    method: { type: 'string', title: 'Metode', enum: ORDER_METHODS },
    redirect_url: { type: ['string', 'null'], title: 'Halaman pembayaran' },
    snap_token: { type: ['string', 'null'], title: 'Token Snap' },
    expires_at: { ...instant, title: 'Batas pembayaran' },
    paid_at: { type: ['string', 'null'], format: 'date-time', title: 'Dibayar' },
    /** Where the paid plan's active period would end (or ended) for this order. */
    active_until: { type: ['string', 'null'], format: 'date-time', title: 'Aktif sampai' },
    proof_url: { type: ['string', 'null'], title: 'Bukti transfer' },
    reason: { type: ['string', 'null'], title: 'Alasan' },
    created_at: { ...instant, title: 'Dibuat' },
  },
} as const satisfies Schema;

export type Order = FromSchema<typeof orderSchema>;
