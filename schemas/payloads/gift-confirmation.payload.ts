import type { FromSchema, Schema } from '../json-schema';
import { MESSAGING_SERVICE, WHATSAPP_NUMBER_PATTERN } from './phone-number';
import { idProp, invitationIdProp, timestampProp } from '../entities/common';

/**
 * POST /v1/gift/wishlist/confirmation (docs/product.md#gift-confirmation, #validation). Validated alike in
 * the browser and the server.
 */
export const giftConfirmationPayloadSchema = {
  $id: 'payload/gift-confirmation',
  title: 'Konfirmasi Kado',
  type: 'object',
  additionalProperties: false,
  required: [
    'buyer_name',
    'whatsapp_number',
    'purchase_date',
    'shipping_expedition',
    'shipping_receipt',
    'invitation_wishlist_id',
    'invitation_id',
    'status',
  ],
  properties: {
    buyer_name: {
      type: 'string',
      title: 'Nama Pembeli',
      minLength: 2,
      maxLength: 100,
      errorMessage: {
        minLength: 'Nama minimal 2 karakter',
        maxLength: 'Nama maksimal 100 karakter',
      },
    },
    whatsapp_number: {
      type: 'string',
      title: `Nomor ${MESSAGING_SERVICE}`,
      pattern: WHATSAPP_NUMBER_PATTERN,
      maxLength: 20,
      errorMessage: {
        pattern: `Format nomor ${MESSAGING_SERVICE} tidak valid`,
        maxLength: `Format nomor ${MESSAGING_SERVICE} tidak valid`,
      },
    },
    purchase_date: {
      ...timestampProp,
      title: 'Tanggal Pembelian',
      errorMessage: { format: 'Tanggal pembelian wajib diisi' },
    },
    shipping_expedition: { type: 'string', title: 'Ekspedisi Pengiriman', maxLength: 100 },
    shipping_receipt: { type: 'string', title: 'Nomor Resi', maxLength: 100 },
    notes: { type: 'string', title: 'Catatan', maxLength: 1000 },
    invitation_wishlist_id: { ...idProp, title: 'Kado' },
    invitation_id: invitationIdProp,
    guest_id: { type: ['string', 'null'], title: 'Tamu', maxLength: idProp.maxLength },
    status: { type: 'string', title: 'Status', const: 'pending' },
  },
  errorMessage: {
    required: {
      buyer_name: 'Nama pembeli wajib diisi',
      whatsapp_number: `Nomor ${MESSAGING_SERVICE} wajib diisi`,
      purchase_date: 'Tanggal pembelian wajib diisi',
      shipping_expedition: 'Ekspedisi pengiriman wajib diisi',
      shipping_receipt: 'Nomor resi wajib diisi',
    },
  },
} as const satisfies Schema;

export type GiftConfirmationPayload = FromSchema<typeof giftConfirmationPayloadSchema>;
