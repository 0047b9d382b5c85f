import type { FromSchema, Schema } from '../json-schema';
import { closedObject, text } from '../schema-parts';
import { SECTION_SLUGS } from '../section-slugs';
import { idProp } from './common';
import { RICH_TEXT_MEDIA_TYPE } from '../rich-text-field';

/**
 * invitation_section: the owner's row for one section. `title`, `description` and `labels` override
 * the theme's copy; `extra` holds the section's own settings, checked against the section schema of
 * its slug (schemas/sections).
 */
export const invitationSectionSchema = {
  $id: 'entity/invitation-section',
  title: 'Bagian undangan',
  ...closedObject(['id', 'slug', 'index', 'is_active'], {
    id: idProp,
    name: text('Nama'),
    slug: { type: 'string', title: 'Slug', enum: SECTION_SLUGS },
    index: { type: 'integer', title: 'Urutan', minimum: 0 },
    is_ordered: { type: 'boolean', title: 'Bisa diurutkan' },
    is_active: { type: 'boolean', title: 'Aktif' },
    title: text('Judul'),
    description: { type: 'string', title: 'Deskripsi', contentMediaType: RICH_TEXT_MEDIA_TYPE },
    image: text('Gambar'),
    section_id: text('ID bagian'),
    labels: {
      type: 'object',
      title: 'Label',
      additionalProperties: { type: 'string' },
    },
    extra: { type: 'object', title: 'Pengaturan' },
  }),
} as const satisfies Schema;

export type InvitationSection = FromSchema<typeof invitationSectionSchema>;
