import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error';

/** Password attempts on one account (login or password change), from any address. */
export const ACCOUNT_ATTEMPTS = { max: 10, timeWindow: '15 minutes' } as const;
export const ACCOUNT_LIMIT_MESSAGE = 'Terlalu banyak percobaan kata sandi untuk akun ini. Coba lagi dalam 15 menit.';

/**
 * A per-account limit beside the per-address one: rotating addresses does not buy more guesses at
 * one password. Every attempt counts (the count is raised before the password is checked, so a burst
 * in parallel cannot slip past it). It lives in the rate-limit plugin's store: Redis when configured,
 * so every server process shares it.
 */
export function accountAttemptLimit(app: FastifyInstance, accountOf: (request: FastifyRequest) => string) {
  const limiter = app.createRateLimit({
    ...ACCOUNT_ATTEMPTS,
    keyGenerator: (request) => `account-attempt:${accountOf(request)}`,
  });
  return async (request: FastifyRequest): Promise<void> => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) throw new HttpError(429, ACCOUNT_LIMIT_MESSAGE);
  };
}
