import { idProp } from '../entities/common';
import type { FromSchema, Schema } from '../json-schema';

/** POST /v1/media (201): where the upload is served, its size in bytes and, for an image, its pixels. */
export const mediaUploadResultSchema = {
  $id: 'response/media-upload',
  title: 'Berkas terunggah',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'url', 'bytes'],
  properties: {
    id: idProp,
    url: { type: 'string', title: 'Alamat', pattern: '^/media/' },
    bytes: { type: 'integer', title: 'Ukuran (byte)', minimum: 1 },
    width: { type: 'integer', title: 'Lebar (px)', minimum: 1 },
    height: { type: 'integer', title: 'Tinggi (px)', minimum: 1 },
  },
} as const satisfies Schema;

export type MediaUploadResult = FromSchema<typeof mediaUploadResultSchema>;
