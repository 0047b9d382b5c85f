import type { FromSchema, Schema } from '../json-schema';
import { urlOrPathProp } from './common';
import { TEXT_MAX } from '../limits';

/** invitation_private: one per person of the couple. */
export const privatePersonSchema = {
  $id: 'entity/private-person',
  title: 'Mempelai',
  type: 'object',
  additionalProperties: false,
  required: ['person_role', 'person_name', 'person_nickname'],
  properties: {
    person_role: { type: 'string', title: 'Peran', enum: ['groom', 'bride'] },
    person_name: { type: 'string', title: 'Nama lengkap', minLength: 1, maxLength: TEXT_MAX.name },
    person_nickname: { type: 'string', title: 'Nama panggilan', minLength: 1, maxLength: TEXT_MAX.name },
    person_father_name: { type: 'string', title: 'Nama ayah', maxLength: TEXT_MAX.name },
    person_mother_name: { type: 'string', title: 'Nama ibu', maxLength: TEXT_MAX.name },
    person_child_sequence: { type: 'integer', title: 'Anak ke-', minimum: 1, maximum: 99 },
    person_instagram: { type: 'string', title: 'Instagram', pattern: '^[A-Za-z0-9._]*$', maxLength: 30 },
    person_image: { ...urlOrPathProp, title: 'Foto' },
    extra: {
      type: 'object',
      title: 'Lainnya',
      additionalProperties: false,
      properties: {
        show_parent: { type: 'boolean', title: 'Tampilkan orang tua', default: true },
      },
    },
  },
} as const satisfies Schema;

export type PrivatePerson = FromSchema<typeof privatePersonSchema>;
