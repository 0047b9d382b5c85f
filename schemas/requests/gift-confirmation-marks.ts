import type { FromSchema, Schema } from '../json-schema';
import { UNKNOWN_FIELD } from '../unknown-field-message';
import { idParams } from './id-params';

/**
 * The owner's marks on a wishlist gift confirmation (docs/product.md#gift-confirmation):
 * PUT /v1/gift/wishlist/confirmation/{id}/received and POST /v1/gift/wishlist/confirmation/{id}/thanked,
 * {id} being the confirmation's.
 */
export const giftConfirmationIdParamsSchema = {
  $id: 'request/gift-confirmation-id',
  title: 'Konfirmasi kado',
  ...idParams('Konfirmasi kado'),
} as const satisfies Schema;

/** PUT …/received: `true` marks the gift received now, `false` takes the mark back (pending again). */
export const giftReceivedSchema = {
  $id: 'request/gift-received',
  title: 'Kado diterima',
  type: 'object',
  additionalProperties: false,
  required: ['received'],
  properties: { received: { type: 'boolean', title: 'Sudah diterima' } },
  errorMessage: {
    required: { received: 'Pilih sudah diterima atau belum' },
    properties: { received: 'Pilih sudah diterima atau belum' },
    additionalProperties: UNKNOWN_FIELD,
  },
} as const satisfies Schema;

export type GiftConfirmationIdParams = FromSchema<typeof giftConfirmationIdParamsSchema>;
export type GiftReceived = FromSchema<typeof giftReceivedSchema>;
