import type { FromSchema, Schema } from '../json-schema';
import { idProp, invitationIdProp } from '../entities/common';
import { INT4_MAX, LIST_MAX } from '../limits';

export const RSVP_MESSAGES = {
  noEvent: 'Minimal hadir di salah satu event ya',
  noPax: 'Minimal hadir satu orang ya',
} as const;

/** A guest's answer brings at most their seats (docs/product.md#rsvp): what the form and the server say. */
export const seatsMessage = (seats: number) => `Undangan ini untuk ${seats} orang`;

/**
 * POST /v1/invitation-rsvp (docs/product.md#api, #validation). With multiple events the attendance is
 * per event and a guest who attends anything brings at least one person; without, `is_attend` stands at
 * top level. "Attending with no event chosen" is a state of the form, not of a payload: the RSVP
 * machine checks it.
 */
export const rsvpPayloadSchema = {
  $id: 'payload/rsvp',
  title: 'Konfirmasi Kehadiran',
  type: 'object',
  additionalProperties: false,
  required: ['invitation_id', 'guest_id', 'use_multiple_event', 'pax', 'events'],
  properties: {
    invitation_id: invitationIdProp,
    guest_id: { ...idProp, title: 'Tamu' },
    use_multiple_event: { type: 'boolean', title: 'Beberapa acara' },
    pax: { type: 'integer', title: 'Jumlah Tamu', minimum: 0, maximum: INT4_MAX },
    is_attend: { type: 'boolean', title: 'Hadir' },
    events: {
      type: 'array',
      title: 'Acara',
      maxItems: LIST_MAX,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['event_id', 'is_attend'],
        properties: {
          event_id: { ...idProp, title: 'Acara' },
          is_attend: { type: 'boolean', title: 'Hadir' },
        },
      },
    },
  },
  if: { properties: { use_multiple_event: { const: false } } },
  then: { required: ['is_attend'] },
  else: {
    not: { required: ['is_attend'] },
    if: {
      properties: {
        events: { type: 'array', contains: { type: 'object', properties: { is_attend: { const: true } } } },
      },
    },
    then: {
      properties: {
        pax: {
          type: 'integer',
          title: 'Jumlah Tamu',
          minimum: 1,
          maximum: INT4_MAX,
          errorMessage: { minimum: RSVP_MESSAGES.noPax },
        },
      },
    },
  },
} as const satisfies Schema;

export type RsvpPayload = FromSchema<typeof rsvpPayloadSchema>;
