import type { FromSchema, Schema } from '../json-schema';
import { giftConfirmationPayloadSchema } from '../payloads/gift-confirmation.payload';
import { idProp, timestampProp } from './common';

/** A stored wishlist gift confirmation: the guest's payload plus what the server adds. */
export const giftConfirmationSchema = {
  $id: 'entity/gift-confirmation',
  title: 'Konfirmasi kado',
  type: 'object',
  additionalProperties: false,
  required: ['id', ...giftConfirmationPayloadSchema.required, 'created_at'],
  properties: {
    ...giftConfirmationPayloadSchema.properties,
    id: idProp,
    status: { type: 'string', title: 'Status', enum: ['pending', 'confirmed', 'rejected'] },
    created_at: timestampProp,
  },
} as const satisfies Schema;

export type GiftConfirmation = FromSchema<typeof giftConfirmationSchema>;
