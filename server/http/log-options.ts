import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/**
 * The server's log (docs/operations.md#logs): pino through Fastify, JSON lines on stdout, one line
 * per request (server/plugins/request-log.ts) and every 5xx with its error and stack. Nothing a person
 * typed or holds reaches it: no header that carries a credential, no request or response body, no
 * query string and no path past its route (guest codes and usher codes live in paths), and a
 * database error without the values of its query (logSafeError).
 */

/** Headers a log line never shows. */
const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'x-api-key', 'proxy-authorization'];

type SafeError = { type: string; message: string; stack: string; code?: string; query?: string; cause?: SafeError };

/**
 * An error as a log line may show it. A failed query (Drizzle's DrizzleQueryError) names its values
 * after 'params:' in its message and in `params`, and PostgreSQL's `detail` repeats the failing row:
 * those go; the SQL with its placeholders, the SQLSTATE code, the driver's own message and the
 * stack stay.
 */
export function logSafeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const withoutValues = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '');
  const { code, query, cause } = error as Error & { code?: unknown; query?: unknown };
  const safe: SafeError = {
    type: error.name,
    message: withoutValues(error.message),
    stack: withoutValues(error.stack ?? ''),
  };
  if (typeof code === 'string') safe.code = code;
  if (typeof query === 'string') safe.query = query;
  if (cause !== undefined && depth < 5) safe.cause = logSafeError(cause, depth + 1);
  return safe;
}

type LogOptions = { level: string; pretty?: boolean; stream?: DestinationStream };

/** Fastify's `logger` option: the level, the redactions, the serializers, readable lines when asked. */
export async function loggerOptions({
  level,
  pretty = false,
  stream,
}: LogOptions): Promise<FastifyServerOptions['logger']> {
  const destination =
    stream ?? (pretty ? (await import('pino-pretty')).default({ translateTime: 'SYS:HH:MM:ss' }) : undefined);
  return {
    level,
    ...(destination && { stream: destination }),
    redact: {
      paths: SECRET_HEADERS.flatMap((header) => [`req.headers["${header}"]`, `res.headers["${header}"]`]),
      censor: '[disembunyikan]',
    },
    serializers: { err: (error: unknown) => logSafeError(error) },
  };
}
