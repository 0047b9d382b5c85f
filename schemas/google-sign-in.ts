/*
 * Signing in with Google (docs/product.md#accounts): the server sends the browser to Google, takes its
 * answer at GOOGLE_CALLBACK_PATH, then opens one of the app's pages: GOOGLE_SIGN_IN_PAGE with a one-time
 * code the page trades for the session (POST /v1/auth/google/session), or /login with what went wrong
 * in GOOGLE_ERROR_PARAM. The tokens never travel in an address.
 */

export const GOOGLE_START_PATH = '/v1/auth/google';
export const GOOGLE_CALLBACK_PATH = '/v1/auth/google/callback';
/** The page that trades the one-time code for the session (app/auth/pages/google-sign-in-page.tsx). */
export const GOOGLE_SIGN_IN_PAGE = '/google-sign-in';
/** The query parameter of /login that names what went wrong. */
export const GOOGLE_ERROR_PARAM = 'google';

/** What can go wrong, as /login says it. */
export const GOOGLE_SIGN_IN_ERRORS = {
  disabled: 'Masuk dengan Google belum tersedia. Masuk dengan email dan kata sandi.',
  cancelled: 'Masuk dengan Google dibatalkan. Coba lagi, atau masuk dengan email dan kata sandi.',
  expired: 'Sesi masuk dengan Google sudah tidak berlaku. Tekan "Masuk dengan Google" sekali lagi.',
  unavailable: 'Google sedang tidak bisa dihubungi. Coba lagi sebentar lagi, atau masuk dengan email dan kata sandi.',
  unverified:
    'Email akun Google Anda belum terverifikasi oleh Google, jadi tidak bisa dipakai masuk ke akun yang sudah ada. Masuk dengan email dan kata sandi.',
  failed: 'Masuk dengan Google gagal. Coba lagi, atau masuk dengan email dan kata sandi.',
} as const;

export type GoogleSignInErrorCode = keyof typeof GOOGLE_SIGN_IN_ERRORS;

/** The message of `?google=<code>` on /login, or undefined when there is none (any other value: `failed`'s). */
export function googleSignInErrorOf(code: string | null): string | undefined {
  if (!code) return undefined;
  return Object.hasOwn(GOOGLE_SIGN_IN_ERRORS, code)
    ? GOOGLE_SIGN_IN_ERRORS[code as GoogleSignInErrorCode]
    : GOOGLE_SIGN_IN_ERRORS.failed;
}
