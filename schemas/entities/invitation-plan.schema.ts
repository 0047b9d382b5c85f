import type { FromSchema, Schema } from '../json-schema';
import { closedObject, text } from '../schema-parts';
import { SECTION_SLUGS } from '../section-slugs';
import { hexColourProp, idProp } from './common';
import { TEXT_MAX } from '../limits';

/**
 * The plans the catalogue holds (docs/product.md#plans), lowest tier first: the badges' names. A
 * theme manifest may name one as the lowest plan that may use the theme.
 */
export const PLAN_CODES = ['fair', 'mediaval', 'luxury'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

export const invitationPlanSchema = {
  $id: 'entity/invitation-plan',
  title: 'Paket undangan',
  ...closedObject(['id', 'name', 'code', 'color', 'tier', 'price', 'expired_day', 'section', 'with_guestbook'], {
    id: idProp,
    name: { type: 'string', title: 'Nama', examples: ['luxury'] },
    code: { type: 'string', title: 'Kode', maxLength: TEXT_MAX.name },
    /** The colour of the plan's badge. */
    color: { ...hexColourProp, title: 'Warna' },
    tier: { type: 'integer', title: 'Tingkat', minimum: 0 },
    price: { type: 'integer', title: 'Harga', minimum: 0 },
    discount_price: { type: ['integer', 'null'], title: 'Harga diskon', minimum: 0 },
    expired_day: { type: 'integer', title: 'Masa aktif (hari)', minimum: 1 },
    section: {
      type: 'array',
      title: 'Bagian yang diizinkan',
      items: { type: 'string', enum: SECTION_SLUGS },
    },
    with_guestbook: { type: 'boolean', title: 'Dengan buku tamu' },
    add_ons: { type: 'array', title: 'Tambahan', items: { type: 'string' } },
    description: text('Deskripsi'),
    icon: text('Ikon'),
    restriction: text('Batasan'),
    product_id: text('ID produk'),
  }),
} as const satisfies Schema;

export type InvitationPlan = FromSchema<typeof invitationPlanSchema>;
