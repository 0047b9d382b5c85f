import type { FromSchema, Schema } from '../json-schema';

/** What an uploaded image is for; covers and gallery photos get the larger web size. */
export const MEDIA_KINDS = ['cover', 'gallery', 'couple', 'wishlist', 'story'] as const;

/** POST /v1/media: the form fields beside the one file field `file`. */
export const mediaUploadFieldsSchema = {
  $id: 'request/media-upload',
  title: 'Unggah gambar',
  type: 'object',
  additionalProperties: false,
  required: ['kind'],
  properties: {
    kind: {
      type: 'string',
      title: 'Jenis gambar',
      enum: MEDIA_KINDS,
      errorMessage: { enum: 'Jenis gambar tidak valid' },
    },
  },
  errorMessage: { required: { kind: 'Jenis gambar wajib diisi' }, additionalProperties: 'Kolom tidak dikenal' },
} as const satisfies Schema;

export type MediaUploadFields = FromSchema<typeof mediaUploadFieldsSchema>;
export type MediaKind = MediaUploadFields['kind'];

/** What POST /v1/media takes, checked in the browser before an upload starts (server/app.ts limits). */
export const IMAGE_UPLOAD_RULES = {
  types: ['image/jpeg', 'image/png', 'image/webp'],
  maxBytes: 10 * 1024 * 1024,
  typeMessage: 'Pilih gambar JPG, PNG atau WebP',
  sizeMessage: 'Ukuran berkas maksimal 10 MB',
} as const;
