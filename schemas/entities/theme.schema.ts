import type { FromSchema, Schema } from '../json-schema';
import { idProp } from './common';

/** A theme as the catalogue lists it; its look lives in manifests/<slug>/manifest.json. */
export const themeSchema = {
  $id: 'entity/theme',
  title: 'Tema',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'slug'],
  properties: {
    id: idProp,
    name: { type: 'string', title: 'Nama' },
    slug: { type: 'string', title: 'Slug', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
    thumbnail: { type: 'string', title: 'Gambar kecil' },
    used: { type: 'integer', title: 'Dipakai', minimum: 0 },
    theme_category_id: { type: 'string', title: 'Kategori' },
    invitation_plan_id: { type: 'string', title: 'Paket' },
    restricted: { type: 'boolean', title: 'Terbatas' },
  },
} as const satisfies Schema;

export type Theme = FromSchema<typeof themeSchema>;
