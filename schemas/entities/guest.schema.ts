import type { FromSchema, Schema } from '../json-schema';
import { closedObject } from '../schema-parts';
import { idProp } from './common';
import { rsvpEntrySchema } from './rsvp-entry.schema';
import { TEXT_MAX } from '../limits';

export const guestSchema = {
  $id: 'entity/guest',
  title: 'Tamu',
  ...closedObject(['id', 'name', 'rsvp'], {
    id: idProp,
    name: { type: 'string', title: 'Nama', minLength: 1, maxLength: TEXT_MAX.name },
    rsvp: { type: 'array', title: 'Konfirmasi', items: rsvpEntrySchema },
    /** The people the guest's answer may bring (docs/product.md#rsvp); left out: no limit (a demo guest). */
    seats: { type: 'integer', title: 'Kursi', minimum: 1 },
  }),
} as const satisfies Schema;

export type Guest = FromSchema<typeof guestSchema>;
