import type { FromSchema, Schema } from '../json-schema';

/** GET /v1/auth/options: the ways to sign in this server offers beside e-mail and password. */
export const signInOptionsSchema = {
  $id: 'response/sign-in-options',
  title: 'Cara masuk',
  type: 'object',
  additionalProperties: false,
  required: ['google'],
  properties: { google: { type: 'boolean', title: 'Masuk dengan Google' } },
} as const satisfies Schema;

export type SignInOptions = FromSchema<typeof signInOptionsSchema>;
