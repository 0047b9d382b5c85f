import type { FromSchema, Schema } from '../json-schema';
import { idProp, urlOrPathProp } from './common';
import { INT4_MAX, TEXT_MAX } from '../limits';

export const galleryItemSchema = {
  $id: 'entity/gallery-item',
  title: 'Foto galeri',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'image', 'index'],
  properties: {
    id: idProp,
    name: { type: 'string', title: 'Keterangan', maxLength: TEXT_MAX.title },
    image: { ...urlOrPathProp, title: 'Gambar' },
    index: { type: 'integer', title: 'Urutan', minimum: 0, maximum: INT4_MAX },
  },
} as const satisfies Schema;

export type GalleryItem = FromSchema<typeof galleryItemSchema>;
