import type { FromSchema, Schema } from '../json-schema';
import { bodyWithRequired, closedObject } from '../schema-parts';
import { idProp, timestampProp } from '../entities/common';
import { INT4_MAX, LIST_MAX } from '../limits';
import { RSVP_MESSAGES } from '../payloads/rsvp.payload';
import { UNKNOWN_FIELD } from '../unknown-field-message';

/**
 * PUT /v1/invitation/{id}/guest/{guestId}/rsvp (docs/product.md#owner-answers): the answer a guest gave
 * the owner (by phone, in person), per event: attending or not and the people. Saved as the owner's
 * ('Dijawab lewat telepon') until the guest answers themselves; an event left out keeps its answer.
 * The people also stay within the guest's seats, which only the server knows (checked there).
 */
export const ownerRsvpRequestSchema = {
  $id: 'request/owner-rsvp',
  title: 'Jawaban RSVP tamu',
  ...bodyWithRequired(
    {
      events: {
        type: 'array',
        title: 'Acara',
        minItems: 1,
        maxItems: LIST_MAX,
        items: {
          type: 'object',
          title: 'Jawaban per acara',
          additionalProperties: false,
          required: ['event_id', 'is_attend', 'pax'],
          properties: {
            event_id: { ...idProp, title: 'Acara' },
            is_attend: { type: 'boolean', title: 'Hadir', errorMessage: { type: 'Pilih hadir atau berhalangan' } },
            pax: {
              type: 'integer',
              title: 'Jumlah tamu',
              minimum: 0,
              maximum: INT4_MAX,
              errorMessage: {
                type: 'Jumlah tamu harus berupa angka',
                minimum: 'Jumlah tamu tidak boleh kurang dari 0',
              },
            },
          },
          // Attending brings at least one person (the guest's own rule, docs/product.md#validation).
          if: { properties: { is_attend: { const: true } } },
          then: {
            properties: {
              pax: { type: 'integer', minimum: 1, maximum: INT4_MAX, errorMessage: { minimum: RSVP_MESSAGES.noPax } },
            },
          },
          errorMessage: { required: { is_attend: 'Pilih hadir atau berhalangan', pax: 'Jumlah tamu wajib diisi' } },
        },
        errorMessage: { minItems: 'Isi jawaban untuk minimal satu acara' },
      },
    },
    { events: 'Isi jawaban untuk minimal satu acara' },
    { additionalProperties: UNKNOWN_FIELD },
  ),
} as const satisfies Schema;

/**
 * PUT /v1/invitation/{id}/rsvp-deadline (docs/product.md#rsvp-deadline): after this moment a guest's
 * RSVP form is closed; null opens it again. Kept on the root invitation, so every version shares it.
 */
export const rsvpDeadlineRequestSchema = {
  $id: 'request/rsvp-deadline',
  title: 'Batas konfirmasi kehadiran',
  ...closedObject(['rsvp_deadline'], {
    rsvp_deadline: {
      anyOf: [{ ...timestampProp, title: 'Batas konfirmasi kehadiran' }, { type: 'null' }],
      title: 'Batas konfirmasi kehadiran',
      errorMessage: 'Isi tanggal dan jam batas konfirmasi',
    },
  }),
  errorMessage: { additionalProperties: UNKNOWN_FIELD },
} as const satisfies Schema;

/**
 * The owner's form of the deadline, in the RSVP section's editor: a date and time, or nothing (no
 * deadline; the form sends null). Its field is the request's, without the null the form never holds.
 */
export const rsvpDeadlineFormSchema = {
  $id: 'editor/rsvp-deadline',
  title: 'Batas konfirmasi kehadiran',
  type: 'object',
  additionalProperties: false,
  properties: {
    rsvp_deadline: {
      ...timestampProp,
      title: 'Batas konfirmasi kehadiran',
      errorMessage: 'Isi tanggal dan jam batas konfirmasi',
    },
  },
} as const satisfies Schema;

export type OwnerRsvpRequest = FromSchema<typeof ownerRsvpRequestSchema>;
export type RsvpDeadlineRequest = FromSchema<typeof rsvpDeadlineRequestSchema>;
export type RsvpDeadlineForm = FromSchema<typeof rsvpDeadlineFormSchema>;
