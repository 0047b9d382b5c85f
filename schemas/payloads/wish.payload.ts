import type { FromSchema, Schema } from '../json-schema';
import { idProp, invitationIdProp } from '../entities/common';

/** POST /v1/wish (docs/product.md#api, #validation). */
export const wishPayloadSchema = {
  $id: 'payload/wish',
  title: 'Ucapan',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'message', 'invitation_id'],
  properties: {
    name: {
      type: 'string',
      title: 'Nama Lengkap',
      maxLength: 100,
      errorMessage: { maxLength: 'Nama maksimal 100 karakter' },
    },
    message: {
      type: 'string',
      title: 'Ucapan',
      maxLength: 1000,
      errorMessage: { maxLength: 'Ucapan maksimal 1000 karakter' },
    },
    invitation_id: invitationIdProp,
    guest_id: { type: ['string', 'null'], title: 'Tamu', maxLength: idProp.maxLength },
  },
  errorMessage: {
    required: { name: 'Isi nama kamu dulu ya.', message: 'Jangan lupa isi pesannya.' },
  },
} as const satisfies Schema;

export type WishPayload = FromSchema<typeof wishPayloadSchema>;
