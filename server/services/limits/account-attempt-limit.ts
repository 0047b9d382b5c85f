import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error';
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
