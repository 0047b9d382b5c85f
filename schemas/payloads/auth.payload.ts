import type { FromSchema, Schema } from '../json-schema';

const email = {
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

export const registerPayloadSchema = {
  $id: 'payload/register',
  title: 'Daftar',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'email', 'password'],
  properties: { name: { type: 'string', title: 'Nama', minLength: 1, maxLength: 100 }, email, password },
  errorMessage: {
    required: { name: 'Nama wajib diisi', email: 'Email wajib diisi', password: 'Kata sandi wajib diisi' },
  },
} as const satisfies Schema;

export const loginPayloadSchema = {
  $id: 'payload/login',
  title: 'Masuk',
  type: 'object',
  additionalProperties: false,
  required: ['email', 'password'],
  properties: {
    email: { type: 'string', title: 'Email', maxLength: email.maxLength },
    password: { type: 'string', title: 'Kata sandi', maxLength: password.maxLength },
  },
  errorMessage: { required: { email: 'Email wajib diisi', password: 'Kata sandi wajib diisi' } },
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
  type: 'object',
  additionalProperties: false,
  required: ['current_password', 'new_password'],
  properties: {
    current_password: { type: 'string', title: 'Kata sandi saat ini', maxLength: password.maxLength },
    new_password: { ...password, title: 'Kata sandi baru' },
  },
  errorMessage: {
    required: { current_password: 'Kata sandi saat ini wajib diisi', new_password: 'Kata sandi baru wajib diisi' },
  },
} as const satisfies Schema;

export type RegisterPayload = FromSchema<typeof registerPayloadSchema>;
export type LoginPayload = FromSchema<typeof loginPayloadSchema>;
export type RefreshPayload = FromSchema<typeof refreshPayloadSchema>;
export type PasswordChangePayload = FromSchema<typeof passwordChangePayloadSchema>;
