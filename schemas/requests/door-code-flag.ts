import type { FromSchema, Schema } from '../json-schema';
import { deviceId, idRef } from './guestbook';

/**
 * POST /v1/invitation/{id}/guestbook/code-flag: an usher flags a single-use personal code shown again
 * at the door (docs/product.md#guestbook). The id is made on the device: a retry is the same flag.
 */
export const doorCodeFlagPayloadSchema = {
  $id: 'request/door-code-flag',
  title: 'Kode dipakai ulang',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'guest_id'],
  properties: {
    id: deviceId('ID tanda'),
    guest_id: idRef('Tamu'),
  },
  errorMessage: {
    required: { id: 'ID tanda wajib diisi', guest_id: 'Tamu wajib dipilih' },
    additionalProperties: 'Data tanda kode tidak dikenal',
  },
} as const satisfies Schema;

export type DoorCodeFlagPayload = FromSchema<typeof doorCodeFlagPayloadSchema>;
