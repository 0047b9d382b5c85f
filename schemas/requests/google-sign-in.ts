import type { FromSchema, Schema } from '../json-schema';

/**
 * Two addresses the browser opens, not calls: what they are given is read leniently (a wrong value
 * lands on /login with a message, never on an error page), so these schemas only name the fields.
 */

/** GET /v1/auth/google?next=…: the page of the app to open once signed in (checked like /login's). */
export const googleStartQuerySchema = {
  $id: 'request/google-start-query',
  title: 'Masuk dengan Google',
  type: 'object',
  properties: { next: { type: 'string', title: 'Halaman berikutnya' } },
} as const satisfies Schema;

/** GET /v1/auth/google/callback: the provider's answer (it may add fields of its own). */
export const googleCallbackQuerySchema = {
  $id: 'request/google-callback-query',
  title: 'Jawaban Google',
  type: 'object',
  properties: {
    code: { type: 'string', title: 'Kode otorisasi' },
    state: { type: 'string', title: 'State' },
    iss: { type: 'string', title: 'Penerbit' },
    error: { type: 'string', title: 'Galat' },
    error_description: { type: 'string', title: 'Keterangan galat' },
  },
} as const satisfies Schema;

export type GoogleStartQuery = FromSchema<typeof googleStartQuerySchema>;
export type GoogleCallbackQuery = FromSchema<typeof googleCallbackQuerySchema>;
