import pg from 'pg';
import { isConnectionLost } from './connection-errors';

/**
 * The pool's limits, so that a database that is away answers within seconds (a 503,
 * server/http/database-errors.ts) instead of holding requests: a connection (or a free place in the
 * pool) is waited for 3 s at most; a statement that runs 4 s is cancelled by the server; a query the
 * server does not answer at all (a network cut, a frozen host) is given up after 4.5 s and its
 * connection dropped. The API's statements take milliseconds; none is meant to run for seconds.
 */
export const POSTGRES_POOL = {
  max: 10,
  connectionTimeoutMillis: 3_000,
  statement_timeout: 4_000,
  query_timeout: 4_500,
} as const satisfies pg.PoolConfig;

/** A lost connection as a JSON log line on stdout (the level and fields of the app's log, pino's). */
export function logConnectionError(error: Error): void {
  const { code } = error as { code?: unknown };
  const line = { level: 40, time: Date.now(), msg: 'database connection lost', err: { message: error.message, code } };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

/**
 * A pool that outlives its connections, whatever happens to them (a restart, a failover,
 * pg_terminate_backend, a network cut), and never ends the process:
 * - one that dies idle is told of (`onError`) and replaced by a new one when next needed;
 * - one that dies, or stops answering, while held out of the pool (a Drizzle transaction holds one
 *   from its `begin` to its `commit`) goes back to the pool as broken at once, so the pool replaces
 *   it: Drizzle releases a connection only once its `begin` succeeded, so one lost on the `begin`
 *   would otherwise be held for ever, and ten such would leave the pool with none. Its queries after
 *   that (the rollback) fail at once instead of waiting for it again.
 */
export function postgresPool(url: string, onError: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, ...POSTGRES_POOL });
  pool.on('error', onError);
  // Always a listener: an error while no one else listens (between a transaction's queries) ends
  // nothing; it reaches the connection's next query.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const connect = pool.connect.bind(pool);
  // Only the promise form: the callback form is pool.query's own, which releases a failed connection itself.
  pool.connect = ((callback?: Parameters<typeof connect>[0]) =>
    callback ? connect(callback) : connect().then(releasedWhenLost)) as typeof pool.connect;
  return pool;
}

/** `client`, held out of the pool, released as broken once its connection is lost or a query times out. */
function releasedWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off('error', lost);
    delete (client as Partial<pg.PoolClient>).query;
    release(error);
  };
  const lost = (error: Error) => releaseOnce(error);
  client.on('error', lost);
  const query = client.query;
  client.query = ((...args: Parameters<typeof query>) => {
    const result: unknown = query.apply(client, args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (isConnectionLost(error)) releaseOnce(error as Error);
      });
    }
    return result;
  }) as typeof client.query;
  client.release = releaseOnce;
  return client;
}
