import type { FromSchema, Schema } from '../json-schema';
import { idProp, urlOrPathProp } from './common';
import { wishlistBookingSchema } from './wishlist-booking.schema';

export const wishlistGiftSchema = {
  $id: 'entity/wishlist-gift',
  title: 'Kado keinginan',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'product_name', 'amount', 'qty', 'confirmation'],
  properties: {
    id: idProp,
    product_name: { type: 'string', title: 'Nama produk', minLength: 1 },
    amount: { type: 'integer', title: 'Harga (Rp)', minimum: 0 },
    qty: { type: 'integer', title: 'Jumlah', minimum: 1 },
    image_url: { ...urlOrPathProp, title: 'Gambar' },
    description: { type: 'string', title: 'Deskripsi' },
    purchase_url: { type: 'string', title: 'Tautan pembelian', pattern: '^https?://' },
    confirmation: { type: 'array', title: 'Konfirmasi', items: wishlistBookingSchema },
  },
} as const satisfies Schema;

export type WishlistGift = FromSchema<typeof wishlistGiftSchema>;
