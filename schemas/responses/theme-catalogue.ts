import { hexColourProp, idProp } from '../entities/common';
import { invitationPlanSchema } from '../entities/invitation-plan.schema';
import type { FromSchema, Schema } from '../json-schema';
import { THEME_CATEGORY_IDS } from '../theme-categories';

const plan = invitationPlanSchema.properties;

/**
 * One theme as the owner's theme picker lists it (GET /v1/theme): its category with the category's
 * name and badge colour, and the lowest plan that may use it (null: any invitation may).
 */
export const themeCatalogueItemSchema = {
  $id: 'response/theme-catalogue-item',
  title: 'Tema',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'slug', 'name', 'description', 'category', 'plan'],
  properties: {
    id: idProp,
    slug: { type: 'string', title: 'Slug' },
    name: { type: 'string', title: 'Nama' },
    description: { type: 'string', title: 'Deskripsi' },
    category: {
      type: 'object',
      title: 'Kategori',
      additionalProperties: false,
      required: ['id', 'name', 'color'],
      properties: {
        id: { type: 'string', title: 'Kode', enum: THEME_CATEGORY_IDS },
        name: { type: 'string', title: 'Nama' },
        color: hexColourProp,
      },
    },
    plan: {
      anyOf: [
        {
          type: 'object',
          title: 'Paket minimal',
          additionalProperties: false,
          required: ['code', 'name', 'tier', 'color'],
          properties: { code: plan.code, name: plan.name, tier: plan.tier, color: plan.color },
        },
        { type: 'null' },
      ],
    },
  },
} as const satisfies Schema;

export type ThemeCatalogueItem = FromSchema<typeof themeCatalogueItemSchema>;
