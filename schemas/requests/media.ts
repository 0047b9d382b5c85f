import type { FromSchema, Schema } from '../json-schema';

/**
 * What an upload is for (docs/product.md#uploads): an image (a cover, gallery photo, portrait of the
 * couple, wishlist item, story picture, `meta`, the link-preview image, the owner's `profile` photo, or
 * a virtual gift's `qris` code) or the invitation's song.
 */
export const IMAGE_KINDS = ['cover', 'gallery', 'couple', 'wishlist', 'story', 'meta', 'profile', 'qris'] as const;
export const MEDIA_KINDS = [...IMAGE_KINDS, 'song'] as const;

const MB = 1024 * 1024;

/**
 * What the server accepts, so that a page can check a file before it uploads it and say the same:
 * the largest file per kind of upload, the most pixels of an image (read from its header), and the
 * file types (`accept` of a file input; the server sniffs the content, never trusts the type).
 */
export const MEDIA_LIMITS = {
  image: {
    maxBytes: 10 * MB,
    /** A 50 MP phone photo (8160x6120) fits; a decompression bomb does not. */
    maxPixels: 8192 * 6144,
    accept: 'image/jpeg,image/png,image/webp',
    tooLarge: 'Ukuran berkas maksimal 10 MB',
    tooManyPixels: 'Gambar terlalu besar: maksimal 50 megapiksel',
    wrongType: 'Berkas harus berupa gambar (JPEG, PNG atau WebP)',
  },
  song: {
    maxBytes: 15 * MB,
    accept: 'audio/mpeg,audio/mp4,audio/aac,audio/ogg,audio/wav,.mp3,.m4a,.aac,.ogg,.oga,.wav',
    tooLarge: 'Ukuran lagu maksimal 15 MB',
    wrongType: 'Berkas harus berupa audio MP3, M4A, OGG atau WAV',
  },
} as const;

/** The largest file any upload may be: the multipart reader stops there. */
export const MEDIA_MAX_BYTES = Math.max(MEDIA_LIMITS.image.maxBytes, MEDIA_LIMITS.song.maxBytes);

/** POST /v1/media: the form fields beside the one file field `file`. */
export const mediaUploadFieldsSchema = {
  $id: 'request/media-upload',
  title: 'Unggah berkas',
  type: 'object',
  additionalProperties: false,
  required: ['kind'],
  properties: {
    kind: {
      type: 'string',
      title: 'Jenis berkas',
      enum: MEDIA_KINDS,
      errorMessage: { enum: 'Jenis berkas tidak valid' },
    },
  },
  errorMessage: { required: { kind: 'Jenis berkas wajib diisi' }, additionalProperties: 'Kolom tidak dikenal' },
} as const satisfies Schema;

export type MediaUploadFields = FromSchema<typeof mediaUploadFieldsSchema>;
export type MediaKind = MediaUploadFields['kind'];
export type ImageKind = (typeof IMAGE_KINDS)[number];
