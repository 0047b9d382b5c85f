import { HttpError } from '../../http/http-error';

export const RATE_LIMIT_MESSAGE = 'Terlalu banyak permintaan. Coba lagi dalam 1 menit.';

/**
 * Route config for a public write call (wish, RSVP, gift confirmation, and the calls that take a
 * password): `max` requests per minute per client address.
 */
export const publicWriteConfig = (max: number) => ({
  rateLimit: { max, timeWindow: '1 minute', errorResponseBuilder: () => new HttpError(429, RATE_LIMIT_MESSAGE) },
});
