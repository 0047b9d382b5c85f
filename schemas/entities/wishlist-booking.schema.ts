import type { FromSchema, Schema } from '../json-schema';
import { giftConfirmationSchema } from './gift-confirmation.schema';

const { id, status, created_at } = giftConfirmationSchema.properties;

/**
 * A wishlist confirmation as anyone may see it on the public page: that the item was confirmed, and
 * when. Who bought it, their WhatsApp number and receipt stay with the owner
 * (GET /v1/gift/wishlist/confirmation/{id} answers the whole entity/gift-confirmation).
 */
export const wishlistBookingSchema = {
  $id: 'entity/wishlist-booking',
  title: 'Konfirmasi kado (publik)',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'status', 'created_at'],
  properties: { id, status, created_at },
} as const satisfies Schema;

export type WishlistBooking = FromSchema<typeof wishlistBookingSchema>;
