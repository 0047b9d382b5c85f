import { hexColourProp, idProp } from '../entities/common';
import { invitationPlanSchema } from '../entities/invitation-plan.schema';
import type { FromSchema, Schema } from '../json-schema';
import { completeObject, orNull, text } from '../schema-parts';
import { THEME_CATEGORY_IDS } from '../theme-categories';

const plan = invitationPlanSchema.properties;

/**
 * One theme as the owner's theme picker lists it (GET /v1/theme): its category with the category's
 * name and badge colour, and the lowest plan that may use it (null: any invitation may).
 */
export const themeCatalogueItemSchema = {
  $id: 'response/theme-catalogue-item',
  title: 'Tema',
  ...completeObject({
    id: idProp,
    slug: text('Slug'),
    name: text('Nama'),
    description: text('Deskripsi'),
    category: {
      title: 'Kategori',
      ...completeObject({
        id: { type: 'string', title: 'Kode', enum: THEME_CATEGORY_IDS },
        name: text('Nama'),
        color: hexColourProp,
      }),
    },
    plan: orNull({
      title: 'Paket minimal',
      ...completeObject({ code: plan.code, name: plan.name, tier: plan.tier, color: plan.color }),
    }),
  }),
} as const satisfies Schema;

export type ThemeCatalogueItem = FromSchema<typeof themeCatalogueItemSchema>;
