import { idProp, timestampProp } from '../entities/common';
import type { FromSchema, Schema } from '../json-schema';
import { completeObject, text } from '../schema-parts';

/** A single-use code shown again at the door, as the owner reads it: whose, when, by which usher. */
export const doorCodeFlagSchema = {
  $id: 'response/door-code-flag',
  title: 'Kode dipakai ulang',
  ...completeObject({
    id: idProp,
    guest_id: idProp,
    guest_name: text('Nama tamu'),
    usher_name: text('Penerima tamu'),
    flagged_at: timestampProp,
  }),
} as const satisfies Schema;

export type DoorCodeFlag = FromSchema<typeof doorCodeFlagSchema>;
