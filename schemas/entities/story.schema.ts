import type { FromSchema, Schema } from '../json-schema';
import { idProp, urlOrPathProp } from './common';

export const storySchema = {
  $id: 'entity/story',
  title: 'Cerita',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'description'],
  properties: {
    id: idProp,
    title: { type: 'string', title: 'Judul', minLength: 1 },
    time: { type: 'string', title: 'Waktu', examples: ['Juni 2019'] },
    description: { type: 'string', title: 'Cerita' },
    extra: {
      type: 'object',
      title: 'Lainnya',
      additionalProperties: false,
      properties: { image: { ...urlOrPathProp, title: 'Gambar' } },
    },
  },
} as const satisfies Schema;

export type Story = FromSchema<typeof storySchema>;
