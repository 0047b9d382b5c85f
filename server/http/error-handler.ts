import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

/**
 * Every error answers `{ message, errors? }`: ours with their status, Fastify's own 4xx (bad JSON,
 * too large, rate limit) with theirs, anything else as a 500 that is logged and not explained.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message, errors: error.errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message });
    }
    request.log.error(error);
    return reply.code(500).send({ message: 'Terjadi kesalahan pada server' });
  });
}
