import type { FromSchema, Schema } from '../json-schema';
import { idProp } from './common';
import { INT4_MAX } from '../limits';

export const rsvpEntrySchema = {
  $id: 'entity/rsvp-entry',
  title: 'Konfirmasi kehadiran',
  type: 'object',
  additionalProperties: false,
  required: ['event_id', 'is_attend', 'pax'],
  properties: {
    event_id: { ...idProp, title: 'Acara' },
    is_attend: { type: 'boolean', title: 'Hadir' },
    pax: { type: 'integer', title: 'Jumlah tamu', minimum: 0, maximum: INT4_MAX },
    /** Recorded by the owner for the guest ('Dijawab lewat telepon', docs/product.md#owner-answers). */
    by_owner: { type: 'boolean', title: 'Dijawab lewat telepon' },
  },
} as const satisfies Schema;

export type RsvpEntry = FromSchema<typeof rsvpEntrySchema>;
