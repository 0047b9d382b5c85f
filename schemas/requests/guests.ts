import { guestSchema } from '../entities/guest.schema';
import type { FromSchema, Schema } from '../json-schema';
import { TEXT_MAX } from '../limits';

const { name } = guestSchema.properties;

/** POST /v1/invitation/{id}/guest and PUT /v1/guest/{id}: the owner names a guest. */
export const guestPayloadSchema = {
  $id: 'request/guest',
  title: 'Tamu',
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: {
      ...name,
      maxLength: 100,
      errorMessage: { type: 'Nama tamu harus berupa teks', maxLength: 'Nama tamu maksimal 100 karakter' },
    },
  },
  errorMessage: {
    required: { name: 'Nama tamu wajib diisi' },
    additionalProperties: 'Data tamu tidak dikenal',
  },
} as const satisfies Schema;

/** GET /v1/guest/code/{code}?slug=…: a personal link names its invitation too. */
export const guestCodeQuerySchema = {
  $id: 'request/guest-code-query',
  title: 'Tautan tamu',
  type: 'object',
  required: ['slug'],
  properties: {
    slug: {
      type: 'string',
      title: 'Undangan',
      minLength: 1,
      maxLength: TEXT_MAX.name,
      errorMessage: { minLength: 'Undangan wajib disebutkan' },
    },
  },
  errorMessage: { required: { slug: 'Undangan wajib disebutkan' } },
} as const satisfies Schema;

export type GuestPayload = FromSchema<typeof guestPayloadSchema>;
export type GuestCodeQuery = FromSchema<typeof guestCodeQuerySchema>;
