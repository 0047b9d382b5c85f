/**
 * Errors that say the database is away rather than that a statement was wrong: the connection
 * could not be made, was lost, or the server did not answer in time. Drizzle wraps the driver's
 * error in `cause`; Node wraps a refused connection to each of a name's addresses in an
 * AggregateError's `errors`: both are looked through.
 */

/** Node's socket and name errors of a connection that cannot be made or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a connection that is gone: class 08 (connection exception), 57P01 admin_shutdown
 * (terminated: pg_terminate_backend, a fast shutdown, a failover), 57P02 crash_shutdown, 57P03
 * cannot_connect_now (starting up, shutting down, a standby not yet open).
 */
const LOST_STATES = /^(08[0-9A-Z]{3}|57P0[123])$/;

/**
 * What `pg` and `pg-pool` say of a connection that is lost, never made or not answering: "Connection
 * terminated (unexpectedly | due to connection timeout)", "timeout exceeded when trying to connect",
 * "Query read timeout" (its query_timeout), "Client has encountered a connection error and is not
 * queryable", "Client was closed and is not queryable", and a pool already ended (the server stopping).
 */
const LOST_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client .* not queryable|Cannot use a pool after calling end)/;

/**
 * SQLSTATEs of a database that is there but cannot serve now: 57014 query_canceled (a statement
 * that ran past its statement_timeout), 53300 too_many_connections.
 */
const BUSY_STATES = new Set(['57014', '53300']);

type Cause = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** The error and every error inside it (`cause`, an AggregateError's `errors`), outermost first. */
function* causes(error: unknown, depth = 0): Generator<Cause> {
  if (typeof error !== 'object' || error === null || depth > 8) return;
  const cause = error as Cause;
  yield cause;
  yield* causes(cause.cause, depth + 1);
  if (Array.isArray(cause.errors)) for (const inner of cause.errors) yield* causes(inner, depth + 1);
}

/**
 * Whether `error` says the connection it was tried on is lost or was never made: nothing more can
 * be asked on it (a pool drops such a connection, a request answers 503).
 */
export function isConnectionLost(error: unknown): boolean {
  for (const { code, message } of causes(error)) {
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || LOST_STATES.test(code))) return true;
    if (typeof message === 'string' && LOST_MESSAGES.test(message)) return true;
  }
  return false;
}

/**
 * Whether `error` says the database cannot serve now (lost, unreachable, not answering in time, too
 * busy), so the same request may well succeed a little later.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (isConnectionLost(error)) return true;
  for (const { code } of causes(error)) if (typeof code === 'string' && BUSY_STATES.has(code)) return true;
  return false;
}
