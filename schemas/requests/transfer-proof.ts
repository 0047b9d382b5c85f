import type { FromSchema, Schema } from '../json-schema';
import { TEXT_MAX } from '../limits';
import { UNKNOWN_FIELD } from '../unknown-field-message';

const PROOF_MISSING = 'Unggah bukti transfer dulu';

/**
 * PUT /v1/order/{order_id}/proof: the couple's proof of a bank transfer, an image they uploaded
 * (POST /v1/media answers its `/media/…` address) (docs/product.md#bank-transfer).
 */
export const transferProofRequestSchema = {
  $id: 'request/transfer-proof',
  title: 'Bukti transfer',
  type: 'object',
  additionalProperties: false,
  required: ['proof_url'],
  properties: {
    proof_url: {
      type: 'string',
      title: 'Bukti transfer',
      pattern: '^/media/',
      maxLength: TEXT_MAX.url,
      errorMessage: {
        pattern: 'Bukti transfer harus gambar yang Anda unggah',
        maxLength: 'Alamat bukti terlalu panjang',
      },
    },
  },
  errorMessage: { required: { proof_url: PROOF_MISSING }, additionalProperties: UNKNOWN_FIELD },
} as const satisfies Schema;
export type TransferProofRequest = FromSchema<typeof transferProofRequestSchema>;
