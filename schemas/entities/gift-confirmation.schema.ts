import type { FromSchema, Schema } from '../json-schema';
import { giftConfirmationPayloadSchema } from '../payloads/gift-confirmation.payload';
import { idProp, timestampProp } from './common';

/** A confirmation starts `pending`; the owner marks it `received` once the gift arrived (docs/product.md#gift-confirmation). */
export const GIFT_CONFIRMATION_STATUSES = ['pending', 'received'] as const;

/** A stored wishlist gift confirmation: the guest's payload plus what the server and the owner add. */
export const giftConfirmationSchema = {
  $id: 'entity/gift-confirmation',
  title: 'Konfirmasi kado',
  type: 'object',
  additionalProperties: false,
  required: ['id', ...giftConfirmationPayloadSchema.required, 'created_at'],
  properties: {
    ...giftConfirmationPayloadSchema.properties,
    id: idProp,
    status: { type: 'string', title: 'Status', enum: GIFT_CONFIRMATION_STATUSES },
    /** When the owner marked the gift received; absent while it is pending. */
    received_at: { ...timestampProp, title: 'Diterima' },
    /** When the owner last opened WhatsApp to thank the buyer; absent, not yet. */
    thanked_at: { ...timestampProp, title: 'Ucapan terima kasih' },
    created_at: timestampProp,
  },
} as const satisfies Schema;

export type GiftConfirmation = FromSchema<typeof giftConfirmationSchema>;
