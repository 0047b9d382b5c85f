import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { httpErrorOfDatabase } from './database-errors';
import { HttpError } from './http-error';

/** Fastify's and its plugins' own 4xx (bad JSON, wrong content type, too large) in Indonesian. */
const CLIENT_ERRORS: Record<number, string> = {
  400: 'Permintaan tidak dapat dibaca: periksa format datanya',
  404: 'Tidak ditemukan',
  405: 'Metode tidak didukung',
  406: 'Jenis data tidak didukung',
  413: 'Data terlalu besar',
  415: 'Jenis data tidak didukung: kirim JSON',
  429: 'Terlalu banyak permintaan. Coba lagi nanti.',
};
const CLIENT_ERROR = 'Permintaan tidak dapat diproses';

/** When a client may ask again after a 503 of a database that is away, in seconds. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Every error answers `{ message, errors? }`: ours with their status, the database's (a 503 with
 * Retry-After while it is away, its refusals of input: a unique violation 409, a data exception 400)
 * with theirs, Fastify's own 4xx (bad JSON, too large, rate limit) with their status and an
 * Indonesian message, anything else as a 500 that is logged and not explained.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send({ message: error.message, errors: error.errors, version: error.version });
    }
    const refused = httpErrorOfDatabase(error);
    if (refused?.statusCode === 503) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', RETRY_AFTER_SECONDS).send({ message: refused.message });
    }
    if (refused) {
      request.log.warn({ err: error }, 'database refused the input');
      return reply.code(refused.statusCode).send({ message: refused.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: CLIENT_ERRORS[status] ?? CLIENT_ERROR });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ message: 'Terjadi kesalahan pada server' });
  });
}

/** An address the router could not read: a malformed escape, or a path part longer than it takes. */
export const UNREADABLE_ADDRESS = 'Alamat tidak dapat dibaca: periksa tautannya';
export const ADDRESS_TOO_LONG = 'Alamat terlalu panjang';

/**
 * Fastify's `frameworkErrors`: answers for requests the router refuses before any route or hook
 * runs, so the security headers are set here (a JSON error needs nothing else from the page policy).
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .code(tooLong ? 414 : 400)
    .header('x-content-type-options', 'nosniff')
    .header('x-frame-options', 'DENY')
    .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
    .send({ message: tooLong ? ADDRESS_TOO_LONG : UNREADABLE_ADDRESS });
}
