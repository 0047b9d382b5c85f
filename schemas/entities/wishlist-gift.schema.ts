import type { FromSchema, Schema } from '../json-schema';
import { idProp, urlOrPathProp } from './common';
import { wishlistBookingSchema } from './wishlist-booking.schema';
import { INT4_MAX, TEXT_MAX } from '../limits';
import { RICH_TEXT_MEDIA_TYPE } from '../rich-text-field';

export const wishlistGiftSchema = {
  $id: 'entity/wishlist-gift',
  title: 'Kado keinginan',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'product_name', 'amount', 'qty', 'confirmation'],
  properties: {
    id: idProp,
    product_name: { type: 'string', title: 'Nama produk', minLength: 1, maxLength: TEXT_MAX.title },
    amount: { type: 'integer', title: 'Harga (Rp)', minimum: 0, maximum: INT4_MAX },
    qty: { type: 'integer', title: 'Jumlah', minimum: 1, maximum: INT4_MAX },
    image_url: { ...urlOrPathProp, title: 'Gambar' },
    description: {
      type: 'string',
      title: 'Deskripsi',
      maxLength: TEXT_MAX.paragraph,
      contentMediaType: RICH_TEXT_MEDIA_TYPE,
    },
    purchase_url: { type: 'string', title: 'Tautan pembelian', pattern: '^https?://', maxLength: TEXT_MAX.url },
    confirmation: { type: 'array', title: 'Konfirmasi', items: wishlistBookingSchema },
  },
} as const satisfies Schema;

export type WishlistGift = FromSchema<typeof wishlistGiftSchema>;
