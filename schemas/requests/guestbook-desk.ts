import { timestampProp } from '../entities/common';
import type { FromSchema, Schema } from '../json-schema';
import { bodyWithRequired } from '../schema-parts';
import { souvenirHandoutSchema } from './guestbook';

/*
 * The wedding day's desk beyond the check-in (docs/product.md#guestbook): envelopes (angpao) a guest
 * hands in, and guests leaving where the owner turned check-out on. Never required for a check-in.
 */

/** The most envelopes one guest's record may hold. */
export const ENVELOPE_COUNT_MAX = 50;
/** The longest note of an envelope record. */
export const ENVELOPE_NOTE_MAX = 200;

/**
 * PUT /v1/invitation/{id}/guestbook/envelope: how many envelopes the guest handed in (0: none, the
 * record is removed), with an optional note. Sent again, it is the same record: one per guest.
 */
export const guestEnvelopeSchema = {
  $id: 'request/guest-envelope',
  title: 'Amplop',
  ...bodyWithRequired(
    {
      guest_id: souvenirHandoutSchema.properties.guest_id,
      count: {
        type: 'integer',
        title: 'Jumlah amplop',
        minimum: 0,
        maximum: ENVELOPE_COUNT_MAX,
        errorMessage: `Jumlah amplop harus 0 sampai ${ENVELOPE_COUNT_MAX}`,
      },
      note: {
        type: ['string', 'null'],
        title: 'Catatan amplop',
        maxLength: ENVELOPE_NOTE_MAX,
        errorMessage: `Catatan amplop maksimal ${ENVELOPE_NOTE_MAX} karakter`,
      },
    },
    { guest_id: 'Tamu wajib dipilih', count: 'Jumlah amplop wajib diisi' },
    { additionalProperties: 'Data amplop tidak dikenal' },
  ),
} as const satisfies Schema;

/**
 * POST /v1/guestbook/check-in/{checkInId}/check-out: the guest left, at `checked_out_at` on the
 * device's clock (a check-out made offline arrives later). A second one keeps the first time.
 */
export const checkOutSchema = {
  $id: 'request/check-out',
  title: 'Check-out tamu',
  ...bodyWithRequired(
    {
      checked_out_at: { ...timestampProp, title: 'Waktu pulang' },
    },
    { checked_out_at: 'Waktu pulang wajib diisi' },
    { additionalProperties: 'Data check-out tidak dikenal' },
  ),
} as const satisfies Schema;

export type GuestEnvelopePayload = FromSchema<typeof guestEnvelopeSchema>;
export type CheckOutPayload = FromSchema<typeof checkOutSchema>;
