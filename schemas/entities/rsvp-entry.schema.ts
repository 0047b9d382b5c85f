import type { FromSchema, Schema } from '../json-schema';
import { idProp } from './common';

export const rsvpEntrySchema = {
  $id: 'entity/rsvp-entry',
  title: 'Konfirmasi kehadiran',
  type: 'object',
  additionalProperties: false,
  required: ['event_id', 'is_attend', 'pax'],
  properties: {
    event_id: { ...idProp, title: 'Acara' },
    is_attend: { type: 'boolean', title: 'Hadir' },
    pax: { type: 'integer', title: 'Jumlah tamu', minimum: 0 },
  },
} as const satisfies Schema;

export type RsvpEntry = FromSchema<typeof rsvpEntrySchema>;
