import type { FromSchema, Schema } from '../json-schema';
import { closedObject } from '../schema-parts';
import { idProp, urlOrPathProp } from './common';
import { TEXT_MAX } from '../limits';
import { RICH_TEXT_MEDIA_TYPE } from '../rich-text-field';

export const storySchema = {
  $id: 'entity/story',
  title: 'Cerita',
  ...closedObject(['id', 'title', 'description'], {
    id: idProp,
    title: { type: 'string', title: 'Judul', minLength: 1, maxLength: TEXT_MAX.title },
    time: { type: 'string', title: 'Waktu', maxLength: TEXT_MAX.name, examples: ['Juni 2019'] },
    description: { type: 'string', title: 'Cerita', maxLength: TEXT_MAX.long, contentMediaType: RICH_TEXT_MEDIA_TYPE },
    extra: {
      type: 'object',
      title: 'Lainnya',
      additionalProperties: false,
      properties: { image: { ...urlOrPathProp, title: 'Gambar' } },
    },
  }),
} as const satisfies Schema;

export type Story = FromSchema<typeof storySchema>;
