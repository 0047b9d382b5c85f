import type { FromSchema, Schema } from '../json-schema';
import { idProp, urlOrPathProp } from './common';
import { wishlistBookingSchema } from './wishlist-booking.schema';
import { INT4_MAX, TEXT_MAX } from '../limits';

export const wishlistGiftSchema = {
  $id: 'entity/wishlist-gift',
  title: 'Kado keinginan',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'product_name', 'amount', 'qty', 'confirmation'],
  properties: {
    id: idProp,
    product_name: {
      type: 'string',
      title: 'Nama produk',
      minLength: 1,
      maxLength: TEXT_MAX.title,
      examples: ['Rice cooker digital'],
    },
    amount: { type: 'integer', title: 'Harga (Rp)', minimum: 0, maximum: INT4_MAX, examples: [1250000] },
    qty: { type: 'integer', title: 'Jumlah', minimum: 1, maximum: INT4_MAX, examples: [2] },
    image_url: { ...urlOrPathProp, title: 'Gambar', examples: ['/demo/gift-1.svg'] },
    description: {
      type: 'string',
      title: 'Deskripsi',
      maxLength: TEXT_MAX.paragraph,
      examples: ['Warna putih, kapasitas 1,8 liter'],
    },
    purchase_url: {
      type: 'string',
      title: 'Tautan pembelian',
      pattern: '^https?://',
      maxLength: TEXT_MAX.url,
      examples: ['https://www.tokopedia.com/contoh/rice-cooker'],
    },
    confirmation: { type: 'array', title: 'Konfirmasi', items: wishlistBookingSchema },
  },
} as const satisfies Schema;

export type WishlistGift = FromSchema<typeof wishlistGiftSchema>;
