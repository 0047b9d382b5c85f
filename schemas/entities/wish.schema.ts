import type { FromSchema, Schema } from '../json-schema';
import { idProp, timestampProp } from './common';

export const RSVP_STATUSES = ['present', 'tentative', 'absent'] as const;

export const wishSchema = {
  $id: 'entity/wish',
  title: 'Ucapan',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'message', 'created_at'],
  properties: {
    id: idProp,
    name: { type: 'string', title: 'Nama' },
    place: { type: 'string', title: 'Asal' },
    message: { type: 'string', title: 'Ucapan' },
    rsvp: { type: 'string', title: 'Kehadiran', enum: RSVP_STATUSES },
    created_at: timestampProp,
  },
} as const satisfies Schema;

export type Wish = FromSchema<typeof wishSchema>;
