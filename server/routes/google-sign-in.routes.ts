import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appPathOf } from '../../engine/format/app-path';
import {
  GOOGLE_CALLBACK_PATH,
  GOOGLE_ERROR_PARAM,
  GOOGLE_SIGN_IN_PAGE,
  GOOGLE_START_PATH,
  type GoogleSignInErrorCode,
} from '../../schemas/google-sign-in';
import { googleSessionPayloadSchema, type GoogleSessionPayload } from '../../schemas/payloads/auth.payload';
import {
  googleCallbackQuerySchema,
  googleStartQuerySchema,
  type GoogleCallbackQuery,
  type GoogleStartQuery,
} from '../../schemas/requests/google-sign-in';
import { signInOptionsSchema } from '../../schemas/responses/sign-in-options';
import { dataResponse } from '../http/response-schema';
import { validationError } from '../http/validation';
import { issueAccountLink, useAccountLink } from '../services/auth/account-links';
import { accountOf, publicUser } from '../services/auth/account-user';
import { accountForGoogle } from '../services/auth/google-account';
import { GOOGLE_SIGN_IN_LIFETIME_MS, GoogleSignIn, GoogleSignInError } from '../services/auth/google-sign-in';
import { passwordCallLimit } from '../services/limits/account-attempt-limit';
import { publicWriteConfig } from '../services/limits/public-write-limit';
import type { ApiOptions } from './api-options';
import { mailVerificationLink } from './auth.routes';

/** The cookie that binds Google's answer to the browser that asked: the sign-in's state. */
export const GOOGLE_STATE_COOKIE = 'undangan_google_state';
export const GOOGLE_CODE_INVALID = 'Kode masuk ini sudah tidak berlaku. Tekan "Masuk dengan Google" sekali lagi.';

/** A cookie of the request's Cookie header, or undefined. */
function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * "Masuk dengan Google" (docs/product.md#accounts): the browser is sent to the provider, its answer
 * comes back to the callback, which opens the app's GOOGLE_SIGN_IN_PAGE with a one-time code (never a
 * token in an address); that page trades the code for the session. What goes wrong lands on /login with
 * its message. Without GOOGLE_* settings the sign-in pages offer none of it (GET /v1/auth/options).
 */
export async function googleSignInRoutes(app: FastifyInstance, options: ApiOptions) {
  const { google, publicUrl, webAddresses } = options;
  const redirectUri = `${webAddresses.api ?? publicUrl}${GOOGLE_CALLBACK_PATH}`;
  const signIn = google && new GoogleSignIn(app.db, google, redirectUri, app.clock);
  const cookie = (value: string, maxAgeS: number) =>
    [
      `${GOOGLE_STATE_COOKIE}=${value}`,
      `Path=${GOOGLE_START_PATH}`,
      `Max-Age=${maxAgeS}`,
      'HttpOnly',
      // Sent on the provider's redirect back (a top-level GET from another site), on no other request.
      'SameSite=Lax',
      ...(redirectUri.startsWith('https:') ? ['Secure'] : []),
    ].join('; ');
  /** An app page on PUBLIC_URL, with `next` kept when there is one. */
  const page = (path: string, params: Record<string, string>, next: string | undefined) =>
    `${publicUrl}${path}?${new URLSearchParams({ ...params, ...(next && { next }) })}`;
  const toLogin = (reply: FastifyReply, code: GoogleSignInErrorCode, next: string | undefined) =>
    reply.header('cache-control', 'no-store').redirect(page('/login', { [GOOGLE_ERROR_PARAM]: code }, next), 303);

  app.get('/v1/auth/options', { schema: { response: { 200: dataResponse(signInOptionsSchema) } } }, async () => ({
    data: { google: Boolean(signIn) },
  }));

  app.get<{ Querystring: GoogleStartQuery }>(
    GOOGLE_START_PATH,
    {
      schema: { querystring: googleStartQuerySchema },
      // Opened by the browser: a value it cannot use lands on /login, never on a JSON error.
      config: { htmlPage: true, ...publicWriteConfig(options.publicWriteLimit) },
    },
    async (request, reply) => {
      const next = appPathOf(request.query.next);
      if (!signIn) return toLogin(reply, 'disabled', next);
      try {
        const { url, state } = await signIn.start(next);
        return reply
          .header('cache-control', 'no-store')
          .header('set-cookie', cookie(state, GOOGLE_SIGN_IN_LIFETIME_MS / 1000))
          .redirect(url.href, 303);
      } catch (error) {
        if (!(error instanceof GoogleSignInError)) throw error;
        request.log.warn({ err: error }, 'Google sign-in could not start');
        return toLogin(reply, error.code, next);
      }
    },
  );

  app.get<{ Querystring: GoogleCallbackQuery }>(
    GOOGLE_CALLBACK_PATH,
    { schema: { querystring: googleCallbackQuerySchema }, config: { htmlPage: true } },
    async (request, reply) => {
      // The state is the browser's once: the cookie goes whatever the answer.
      reply.header('set-cookie', cookie('', 0));
      if (!signIn) return toLogin(reply, 'disabled', undefined);
      let next: string | undefined;
      try {
        const query = request.query as Record<string, string | undefined>;
        const answer = await signIn.finish(query, cookieOf(request, GOOGLE_STATE_COOKIE));
        next = answer.nextPath;
        const { user, created } = await accountForGoogle(app.db, app.tokens, answer.claims, app.clock());
        if (created && !user.email_verified_at)
          await mailVerificationLink(app, { user_id: user.id, email: user.email });
        const code = await issueAccountLink(
          app.db,
          { userId: user.id, purpose: 'google-sign-in', email: user.email },
          app.clock(),
        );
        return reply.header('cache-control', 'no-store').redirect(page(GOOGLE_SIGN_IN_PAGE, { code }, next), 303);
      } catch (error) {
        if (!(error instanceof GoogleSignInError)) throw error;
        request.log.warn({ err: error }, 'Google sign-in refused');
        return toLogin(reply, error.code, next ?? error.nextPath);
      }
    },
  );

  app.post<{ Body: GoogleSessionPayload }>(
    '/v1/auth/google/session',
    { schema: { body: googleSessionPayloadSchema }, preHandler: passwordCallLimit(app) },
    async (request) => {
      const link = await useAccountLink(app.db, request.body.code, 'google-sign-in', app.clock());
      if (!link) throw validationError([{ field: 'code', message: GOOGLE_CODE_INVALID }]);
      const user = await accountOf(app.db, link.user_id);
      return { data: { user: publicUser(user), ...(await app.tokens.issue(user.id)) } };
    },
  );
}
