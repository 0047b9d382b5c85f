import type { FromSchema, Schema } from '../json-schema';

/**
 * Every error answer of the API (docs/product.md#api): an Indonesian message a guest or an owner may
 * read and, for a refused form, one message per field (`field` a dotted path such as `events.0.event_id`;
 * the message names the first of them as `field: message`).
 */
export const apiErrorSchema = {
  $id: 'response/api-error',
  title: 'Galat',
  type: 'object',
  additionalProperties: false,
  required: ['message'],
  properties: {
    message: { type: 'string', title: 'Pesan' },
    version: {
      type: 'string',
      title: 'Versi terbaru',
      description: 'A 409 of a write based on an older version (If-Match): the version the data is at now.',
    },
    errors: {
      type: 'array',
      title: 'Galat per kolom',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['field', 'message'],
        properties: {
          field: { type: 'string', title: 'Kolom' },
          message: { type: 'string', title: 'Pesan' },
        },
      },
    },
  },
  examples: [
    { message: 'name: Nama wajib diisi', errors: [{ field: 'name', message: 'Nama wajib diisi' }] },
    { message: 'Undangan ini bukan milik Anda' },
  ],
} as const satisfies Schema;

export type ApiError = FromSchema<typeof apiErrorSchema>;
