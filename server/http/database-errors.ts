import { isDatabaseUnavailable } from '../db/connection-errors';
import { HttpError } from './http-error';

/** The PostgreSQL error (pg or PGlite) inside an error: Drizzle wraps the driver's in `cause`. */
export function databaseErrorOf(error: unknown): { code: string; constraint?: string } | undefined {
  for (let e = error as { code?: unknown; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return { code: e.code, constraint: e.constraint };
    if (typeof e !== 'object') break;
  }
  return undefined;
}

/** The answer while the database is away (a restart, a failover, a cut): the client may try again shortly. */
export const DATABASE_UNAVAILABLE = 'Layanan sedang tidak tersedia. Coba lagi sebentar lagi.';

export const EMAIL_TAKEN = 'Email sudah terdaftar';
export const SLUG_TAKEN = 'Slug sudah dipakai';

/** What already exists, by the unique constraint that said so. */
const TAKEN: Record<string, string> = {
  users_email_unique: EMAIL_TAKEN,
  invitations_slug_unique: SLUG_TAKEN,
  guests_code_unique: 'Kode tamu sudah dipakai, coba lagi',
};
const TAKEN_OTHERWISE = 'Data yang sama sudah ada';
const OUT_OF_RANGE =
  'Ada nilai yang tidak dapat disimpan (terlalu besar, tanggal di luar jangkauan, atau karakter tidak sah)';

/**
 * The database's answer as the client's error: a database that is away (its connection refused,
 * lost or not answering in time, SQLSTATE class 08, 57P01-57P03, a statement timeout; see
 * server/db/connection-errors.ts) is a 503; input that got past the schemas is refused with a 409
 * for a unique violation (two requests racing for one e-mail or slug), a 400 for a data exception
 * (SQLSTATE class 22: a number out of range, an impossible date, U+0000). Anything else stays a 500.
 */
export function httpErrorOfDatabase(error: unknown): HttpError | undefined {
  if (isDatabaseUnavailable(error)) return new HttpError(503, DATABASE_UNAVAILABLE);
  const database = databaseErrorOf(error);
  if (!database) return undefined;
  if (database.code === '23505') return new HttpError(409, TAKEN[database.constraint ?? ''] ?? TAKEN_OTHERWISE);
  if (database.code.startsWith('22')) return new HttpError(400, OUT_OF_RANGE);
  return undefined;
}
