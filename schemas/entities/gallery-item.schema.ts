import type { FromSchema, Schema } from '../json-schema';
import { idProp, urlOrPathProp } from './common';

export const galleryItemSchema = {
  $id: 'entity/gallery-item',
  title: 'Foto galeri',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'image', 'index'],
  properties: {
    id: idProp,
    name: { type: 'string', title: 'Keterangan' },
    image: { ...urlOrPathProp, title: 'Gambar' },
    index: { type: 'integer', title: 'Urutan', minimum: 0 },
  },
} as const satisfies Schema;

export type GalleryItem = FromSchema<typeof galleryItemSchema>;
