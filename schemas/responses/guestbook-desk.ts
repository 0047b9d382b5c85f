import { timestampProp } from '../entities/common';
import type { FromSchema, Schema } from '../json-schema';
import { INT4_MAX } from '../limits';
import { completeObject, count, orNull, text } from '../schema-parts';
import { ENVELOPE_COUNT_MAX, guestEnvelopeSchema as envelopeRequestSchema } from '../requests/guestbook-desk';

/** What the desk's calls answer (docs/product.md#guestbook): a guest's envelopes, a check-out. */

/** The envelopes (angpao) a guest handed in at the desk, as last recorded. */
export const guestEnvelopeSchema = {
  $id: 'response/guest-envelope',
  title: 'Amplop',
  ...completeObject({
    guest_id: envelopeRequestSchema.properties.guest_id,
    count: { ...count('Jumlah amplop'), minimum: 1, maximum: ENVELOPE_COUNT_MAX },
    note: orNull(text('Catatan amplop')),
    usher_name: text('Penerima tamu'),
    recorded_at: timestampProp,
  }),
} as const satisfies Schema;

/** The counts the desk adds to the day's counts (response/guestbook-counts). */
export const deskCountProps = {
  /** Envelopes handed in, added up over every guest. */
  envelopes: { ...count('Total amplop'), maximum: INT4_MAX },
  /** Guests checked in (not undone) who have checked out. */
  checked_out: { ...count('Sudah pulang'), maximum: INT4_MAX },
} as const;

export type GuestEnvelope = FromSchema<typeof guestEnvelopeSchema>;
