import type { FromSchema, Schema } from '../json-schema';

/**
 * The owner's hand in the wishes (docs/product.md#wish-moderation): whether a guest's wish shows at
 * once ('instant', the default) or after the owner approves it ('approval'), set on the root
 * invitation; and a wish shown or hidden by the owner.
 */
export const WISH_MODERATIONS = ['instant', 'approval'] as const;
export type WishModerationMode = (typeof WISH_MODERATIONS)[number];

/** GET and PUT /v1/invitation/{id}/wish-moderation: the body, and the answer's data. */
export const wishModerationSchema = {
  $id: 'request/wish-moderation',
  title: 'Moderasi ucapan',
  type: 'object',
  additionalProperties: false,
  required: ['wish_moderation'],
  properties: {
    wish_moderation: {
      type: 'string',
      title: 'Tampilkan ucapan',
      enum: WISH_MODERATIONS,
      errorMessage: `Pilih ${WISH_MODERATIONS.join(' atau ')}`,
    },
  },
  errorMessage: {
    required: { wish_moderation: 'Pilih cara menampilkan ucapan' },
    additionalProperties: 'Kolom tidak dikenal',
  },
} as const satisfies Schema;

/**
 * PUT /v1/wish/{id}/status: 'shown' approves a waiting wish or shows a hidden one again; 'hidden'
 * hides it. A wish never goes back to waiting.
 */
export const WISH_OWNER_STATUSES = ['shown', 'hidden'] as const;

export const wishStatusRequestSchema = {
  $id: 'request/wish-status',
  title: 'Status ucapan',
  type: 'object',
  additionalProperties: false,
  required: ['status'],
  properties: {
    status: {
      type: 'string',
      title: 'Status',
      enum: WISH_OWNER_STATUSES,
      errorMessage: `Status harus ${WISH_OWNER_STATUSES.join(' atau ')}`,
    },
  },
  errorMessage: { required: { status: 'Status wajib diisi' }, additionalProperties: 'Kolom tidak dikenal' },
} as const satisfies Schema;

export type WishModeration = FromSchema<typeof wishModerationSchema>;
export type WishStatusRequest = FromSchema<typeof wishStatusRequestSchema>;
