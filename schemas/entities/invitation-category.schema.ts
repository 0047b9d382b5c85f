import type { FromSchema, Schema } from '../json-schema';
import { idProp } from './common';

export const invitationCategorySchema = {
  $id: 'entity/invitation-category',
  title: 'Kategori undangan',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'type'],
  properties: {
    id: idProp,
    name: { type: 'string', title: 'Nama' },
    type: { type: 'string', title: 'Jenis', examples: ['private'] },
  },
} as const satisfies Schema;

export type InvitationCategory = FromSchema<typeof invitationCategorySchema>;
