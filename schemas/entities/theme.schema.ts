import type { FromSchema, Schema } from '../json-schema';
import { closedObject, count, text } from '../schema-parts';
import { SLUG_PATTERN } from '../limits';
import { idProp } from './common';

/** A theme as the catalogue lists it; its look lives in manifests/<slug>/manifest.json. */
export const themeSchema = {
  $id: 'entity/theme',
  title: 'Tema',
  ...closedObject(['id', 'name', 'slug'], {
    id: idProp,
    name: text('Nama'),
    slug: { type: 'string', title: 'Slug', pattern: SLUG_PATTERN },
    thumbnail: text('Gambar kecil'),
    used: count('Dipakai'),
    theme_category_id: text('Kategori'),
    invitation_plan_id: text('Paket'),
    restricted: { type: 'boolean', title: 'Terbatas' },
  }),
} as const satisfies Schema;

export type Theme = FromSchema<typeof themeSchema>;
