import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error';
import { accountOf } from '../auth/account-user';
import { RATE_LIMIT_MESSAGE } from './public-write-limit';

/** Password attempts on one account (login or password change), from any address. */
export const ACCOUNT_ATTEMPTS = { max: 10, timeWindow: '15 minutes' } as const;
export const ACCOUNT_LIMIT_MESSAGE = 'Terlalu banyak percobaan kata sandi untuk akun ini. Coba lagi dalam 15 menit.';

/** Calls that take a password (register, login, password change) per minute from one client address. */
export const PASSWORD_CALLS_PER_ADDRESS = { max: 10, timeWindow: '1 minute' } as const;

type Limit = { max: number; timeWindow: string };

/**
 * A limit counted under a key each route names (it may look the key up), in the rate-limit plugin's
 * store: Redis when configured, so every server process shares it. One limiter serves every route
 * given it, so routes naming the same key share one budget. Every call counts, before the password
 * is checked, so a burst in parallel cannot slip past it. Returns, per route, its preHandler.
 */
function countedLimit(app: FastifyInstance, limit: Limit, message: string) {
  const keys = new WeakMap<FastifyRequest, string>();
  const limiter = app.createRateLimit({ ...limit, keyGenerator: (request) => keys.get(request) ?? request.ip });
  return (keyOf: (request: FastifyRequest) => string | Promise<string>) =>
    async (request: FastifyRequest): Promise<void> => {
      keys.set(request, await keyOf(request));
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) throw new HttpError(429, message);
    };
}

/**
 * One budget per client address for every call that takes a password: register, login and password
 * change together, so spreading guesses over the three buys nothing.
 */
export const passwordCallLimit = (app: FastifyInstance) =>
  countedLimit(app, PASSWORD_CALLS_PER_ADDRESS, RATE_LIMIT_MESSAGE)((request) => `password-calls:${request.ip}`);

/**
 * A per-account limit beside the per-address one: rotating addresses does not buy more guesses at
 * one password. Routes key it on the account's normalized e-mail, so its logins and its password
 * changes share one budget: `accountAttemptLimit(app)(emailOf)` per route.
 */
export const accountAttemptLimit = (app: FastifyInstance) => {
  const perAccount = countedLimit(app, ACCOUNT_ATTEMPTS, ACCOUNT_LIMIT_MESSAGE);
  return (emailOf: (request: FastifyRequest) => string | Promise<string>) =>
    perAccount(async (request) => `account-attempt:${await emailOf(request)}`);
};

/** The key of a signed-in owner's call under an accountAttemptLimit: their account's e-mail. */
export const signedInEmail =
  (app: FastifyInstance) =>
  async (request: FastifyRequest): Promise<string> =>
    (await accountOf(app.db, request.ownerId)).email;

/** Verification mails an owner may ask for again, per account. */
export const VERIFICATION_MAILS = { max: 3, timeWindow: '15 minutes' } as const;
export const VERIFICATION_MAIL_LIMIT_MESSAGE =
  'Tautan verifikasi sudah kami kirim beberapa kali. Cek folder spam, atau coba lagi dalam 15 menit.';

/** At most VERIFICATION_MAILS asks for a new verification link per account (a mailbox is no target). */
export const verificationMailLimit = (app: FastifyInstance) =>
  countedLimit(
    app,
    VERIFICATION_MAILS,
    VERIFICATION_MAIL_LIMIT_MESSAGE,
  )((request) => `verification-mail:${request.ownerId}`);

/** Invitations to join an owner may make (by e-mail or by link), per account: no mailbox is a target. */
export const MEMBER_INVITES = { max: 30, timeWindow: '1 hour' } as const;
export const MEMBER_INVITE_LIMIT_MESSAGE = 'Terlalu banyak undangan anggota dalam satu jam. Coba lagi nanti.';

/** At most MEMBER_INVITES invitations to join per account (docs/product.md#members). */
export const memberInviteLimit = (app: FastifyInstance) =>
  countedLimit(app, MEMBER_INVITES, MEMBER_INVITE_LIMIT_MESSAGE)((request) => `member-invite:${request.ownerId}`);
