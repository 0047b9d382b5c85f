import type { FromSchema, Schema } from '../json-schema';
import { currentPasswordProp } from './auth.payload';

/** The name an owner goes by: at least one character that is not a space. */
const nameProp = {
  type: 'string',
  title: 'Nama',
  minLength: 1,
  maxLength: 100,
  pattern: '\\S',
  errorMessage: { minLength: 'Nama wajib diisi', pattern: 'Nama wajib diisi', maxLength: 'Nama maksimal 100 karakter' },
} as const;

/**
 * PUT /v1/auth/me: the owner's name (always: a blank one is refused) and photo (docs/product.md#accounts).
 * The photo is the address of an image the owner uploaded (POST /v1/media), or null to remove it; left
 * out, it stays.
 */
export const profileUpdatePayloadSchema = {
  $id: 'payload/profile-update',
  title: 'Ubah profil',
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: nameProp,
    profile_picture: {
      type: ['string', 'null'],
      title: 'Foto profil',
      pattern: '^/media/',
      maxLength: 300,
      errorMessage: { pattern: 'Foto harus diunggah lewat halaman ini', maxLength: 'Alamat foto terlalu panjang' },
    },
  },
  errorMessage: { required: { name: 'Nama wajib diisi' } },
} as const satisfies Schema;

/**
 * DELETE /v1/auth/me: an account with a password confirms with it; one without (signed up with
 * Google) types its e-mail instead.
 */
export const accountDeletePayloadSchema = {
  $id: 'payload/account-delete',
  title: 'Hapus akun',
  type: 'object',
  additionalProperties: false,
  properties: {
    current_password: currentPasswordProp,
    confirm_email: { type: 'string', title: 'Email akun', maxLength: 254 },
  },
} as const satisfies Schema;

export type ProfileUpdatePayload = FromSchema<typeof profileUpdatePayloadSchema>;
export type AccountDeletePayload = FromSchema<typeof accountDeletePayloadSchema>;
