import type { FromSchema, Schema } from '../json-schema';
import { idProp, urlOrPathProp } from './common';
import { TEXT_MAX } from '../limits';

export const virtualGiftSchema = {
  $id: 'entity/virtual-gift',
  title: 'Kado digital',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'is_active', 'channel_type', 'account_number', 'account_name'],
  properties: {
    id: idProp,
    is_active: { type: 'boolean', title: 'Aktif', default: true },
    channel_type: { type: 'string', title: 'Bank / dompet digital', minLength: 1, maxLength: TEXT_MAX.name },
    account_number: { type: 'string', title: 'Nomor rekening', pattern: '^[0-9 -]{4,30}$', maxLength: 30 },
    account_name: { type: 'string', title: 'Atas nama', minLength: 1, maxLength: TEXT_MAX.name },
    /** The QRIS code to scan (docs/product.md#gift-types): an image the owner uploaded; absent, none. */
    qris_image: { ...urlOrPathProp, title: 'Gambar QRIS' },
  },
} as const satisfies Schema;

export type VirtualGift = FromSchema<typeof virtualGiftSchema>;
