import type { FromSchema, Schema } from '../json-schema';
import { bodyWithRequired } from '../schema-parts';

export const emailProp = {
  type: 'string',
  title: 'Email',
  format: 'email',
  maxLength: 254,
  errorMessage: { format: 'Format email tidak valid' },
} as const;
const password = {
  type: 'string',
  title: 'Kata sandi',
  minLength: 8,
  maxLength: 200,
  errorMessage: { minLength: 'Kata sandi minimal 8 karakter' },
} as const;
/** The password an owner types to confirm a change to their account. */
export const currentPasswordProp = {
  type: 'string',
  title: 'Kata sandi saat ini',
  maxLength: password.maxLength,
} as const;

export const registerPayloadSchema = {
  $id: 'payload/register',
  title: 'Daftar',
  ...bodyWithRequired(
    { name: { type: 'string', title: 'Nama', minLength: 1, maxLength: 100 }, email: emailProp, password },
    { name: 'Nama wajib diisi', email: 'Email wajib diisi', password: 'Kata sandi wajib diisi' },
  ),
} as const satisfies Schema;

export const loginPayloadSchema = {
  $id: 'payload/login',
  title: 'Masuk',
  ...bodyWithRequired(
    {
      email: { type: 'string', title: 'Email', maxLength: emailProp.maxLength },
      password: { type: 'string', title: 'Kata sandi', maxLength: password.maxLength },
    },
    { email: 'Email wajib diisi', password: 'Kata sandi wajib diisi' },
  ),
} as const satisfies Schema;

export const refreshPayloadSchema = {
  $id: 'payload/refresh',
  title: 'Perbarui sesi',
  type: 'object',
  additionalProperties: false,
  required: ['refresh_token'],
  properties: { refresh_token: { type: 'string', title: 'Refresh token', minLength: 1, maxLength: 200 } },
} as const satisfies Schema;

export const passwordChangePayloadSchema = {
  $id: 'payload/password-change',
  title: 'Ubah kata sandi',
  ...bodyWithRequired(
    {
      current_password: currentPasswordProp,
      new_password: { ...password, title: 'Kata sandi baru' },
    },
    { current_password: 'Kata sandi saat ini wajib diisi', new_password: 'Kata sandi baru wajib diisi' },
  ),
} as const satisfies Schema;

export const passwordForgotPayloadSchema = {
  $id: 'payload/password-forgot',
  title: 'Lupa kata sandi',
  ...bodyWithRequired({ email: emailProp }, { email: 'Email wajib diisi' }),
} as const satisfies Schema;

/** A token from a link mailed to an owner: 256 bits in base64url (server/services/auth/account-links.ts). */
const linkToken = { type: 'string', title: 'Token', minLength: 1, maxLength: 200 } as const;

export const passwordResetPayloadSchema = {
  $id: 'payload/password-reset',
  title: 'Atur ulang kata sandi',
  ...bodyWithRequired(
    { token: linkToken, new_password: { ...password, title: 'Kata sandi baru' } },
    { token: 'Tautan tidak lengkap', new_password: 'Kata sandi baru wajib diisi' },
  ),
} as const satisfies Schema;

export const emailVerifyPayloadSchema = {
  $id: 'payload/email-verify',
  title: 'Verifikasi email',
  ...bodyWithRequired({ token: linkToken }, { token: 'Tautan tidak lengkap' }),
} as const satisfies Schema;

export const emailChangePayloadSchema = {
  $id: 'payload/email-change',
  title: 'Ganti email',
  ...bodyWithRequired(
    {
      email: { ...emailProp, title: 'Email baru' },
      current_password: currentPasswordProp,
    },
    { email: 'Email baru wajib diisi', current_password: 'Kata sandi saat ini wajib diisi' },
  ),
} as const satisfies Schema;

/** The one-time code GET /v1/auth/google/callback gave the app's page (schemas/google-sign-in.ts). */
export const googleSessionPayloadSchema = {
  $id: 'payload/google-session',
  title: 'Sesi dari Google',
  ...bodyWithRequired({ code: { ...linkToken, title: 'Kode sekali pakai' } }, { code: 'Kode masuk tidak lengkap' }),
} as const satisfies Schema;

export type RegisterPayload = FromSchema<typeof registerPayloadSchema>;
export type LoginPayload = FromSchema<typeof loginPayloadSchema>;
export type RefreshPayload = FromSchema<typeof refreshPayloadSchema>;
export type PasswordChangePayload = FromSchema<typeof passwordChangePayloadSchema>;
export type PasswordForgotPayload = FromSchema<typeof passwordForgotPayloadSchema>;
export type PasswordResetPayload = FromSchema<typeof passwordResetPayloadSchema>;
export type EmailVerifyPayload = FromSchema<typeof emailVerifyPayloadSchema>;
export type EmailChangePayload = FromSchema<typeof emailChangePayloadSchema>;
export type GoogleSessionPayload = FromSchema<typeof googleSessionPayloadSchema>;
