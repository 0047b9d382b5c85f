import type { FromSchema, Schema } from '../json-schema';
import { idProp } from './common';
import { TEXT_MAX } from '../limits';

export const physicalGiftSchema = {
  $id: 'entity/physical-gift',
  title: 'Kirim kado',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'is_active', 'recipient_name', 'recipient_address'],
  properties: {
    id: idProp,
    is_active: { type: 'boolean', title: 'Aktif', default: true },
    recipient_name: { type: 'string', title: 'Nama penerima', minLength: 1, maxLength: TEXT_MAX.name },
    recipient_address: { type: 'string', title: 'Alamat penerima', minLength: 1, maxLength: TEXT_MAX.paragraph },
    recipient_address_url: { type: 'string', title: 'Tautan peta', pattern: '^https?://', maxLength: TEXT_MAX.url },
  },
} as const satisfies Schema;

export type PhysicalGift = FromSchema<typeof physicalGiftSchema>;
