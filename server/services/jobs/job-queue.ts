import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/database';
import { JobWorker } from './job-worker';

/** The schema pg-boss keeps its tables in (it makes and migrates it itself, under an advisory lock). */
export const JOB_SCHEMA = 'pgboss';

/** How a kind of job is retried when its handler throws (an SMTP server down, say). */
export type RetryPolicy = {
  /** Tries after the first one. */
  retryLimit: number;
  /** Seconds before the first retry; each next one waits about twice as long. */
  retryDelaySeconds: number;
};

export const DEFAULT_RETRY: RetryPolicy = { retryLimit: 8, retryDelaySeconds: 30 };

export type JobOptions = {
  /** At most one job of this kind with this key per `singletonSeconds` (a mail asked for twice in a row). */
  singletonKey?: string;
  singletonSeconds?: number;
  /** Seconds before the job may be taken (a payment's next check); at once without it. */
  startAfter?: number;
};

type Handler<T> = (data: T) => Promise<void>;

/**
 * The background jobs of the server (mails, for now), kept in the database by pg-boss, so a job survives
 * a restart and any server process may run it; a handler that throws is retried with a growing delay.
 * Every process works every kind (server/services/jobs/job-worker.ts): a job is taken by one of them
 * (SKIP LOCKED). Kinds are defined before `start`; `send` wakes this process's worker at once instead
 * of waiting for its next poll.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly kinds = new Map<string, { handler: Handler<never>; retry: RetryPolicy }>();
  private readonly workers = new Map<string, JobWorker>();
  private started: Promise<void> | undefined;

  constructor(
    database: JobDatabase,
    private readonly log: FastifyBaseLogger,
    private readonly pollingIntervalSeconds = 2,
  ) {
    this.boss = new PgBoss({ ...connectionOf(database), schema: JOB_SCHEMA, schedule: false, supervise: true });
    // A database that drops away fails a poll: said in the log, and the next poll tries again.
    this.boss.on('error', (error) => this.log.warn({ err: error }, 'job queue: a poll failed'));
  }

  /** What to do with each job of `kind`; before `start`. */
  define<T extends object>(kind: string, handler: Handler<T>, retry: RetryPolicy = DEFAULT_RETRY): void {
    if (this.started) throw new Error(`job kind ${kind} defined after the queue started`);
    this.kinds.set(kind, { handler: handler as Handler<never>, retry });
  }

  /** Makes the queues (once per database) and starts working them; after a failure, the next call tries again. */
  start(): Promise<void> {
    this.started ??= this.startWorking().catch((error: unknown) => {
      this.started = undefined;
      throw error;
    });
    return this.started;
  }

  private async startWorking(): Promise<void> {
    await this.boss.start();
    for (const [kind, { handler, retry }] of this.kinds) {
      await this.boss.createQueue(kind, {
        name: kind,
        retryLimit: retry.retryLimit,
        retryDelay: retry.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: 5 * 60,
      });
      const worker = new JobWorker(this.boss, kind, handler as Handler<unknown>, this.log, this.pollingIntervalSeconds);
      this.workers.set(kind, worker);
    }
  }

  /**
   * Keeps a job of `kind` to be done in the background; resolves once it is stored (never waits for the
   * job itself). Null when a singleton key made it a repeat within its window.
   */
  async send<T extends object>(kind: string, data: T, options: JobOptions = {}): Promise<string | null> {
    await this.start();
    const id = await this.boss.send(kind, data, options);
    const worker = this.workers.get(kind);
    if (id && worker) worker.wake();
    return id;
  }

  /** Stops taking jobs; the ones under way finish (up to `timeoutMs`). */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.started) return;
    await this.started.catch(() => undefined);
    const stopped = Promise.all([...this.workers.values()].map((worker) => worker.stop()));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([stopped, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timer);
    this.workers.clear();
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
  }
}

/** How the jobs' own connections on PostgreSQL are named (pg_stat_activity's application_name). */
export const JOB_CONNECTION_NAME = 'jobs';

/** Where the jobs are kept: PostgreSQL at its URL, else the app's own database client. */
export type JobDatabase = { url: string } | { db: Database };

/**
 * The jobs' own connections on PostgreSQL, so that polls waiting on a database that is away take none
 * of the API's; like the API's (server/db/postgres-pool.ts) they give up waiting within seconds, but
 * leave a statement longer (pg-boss's upkeep of its tables).
 */
const JOB_POOL = {
  application_name: JOB_CONNECTION_NAME,
  max: 2,
  connectionTimeoutMillis: 3_000,
  statement_timeout: 30_000,
  query_timeout: 35_000,
};

/**
 * How pg-boss reaches the database: on PostgreSQL a small pool of its own; else through the app's
 * client (the embedded PGlite, one connection: statements without values may be several, as pg-boss's
 * set-up sends).
 */
function connectionOf(database: JobDatabase): PgBoss.DatabaseOptions {
  if ('url' in database) return { connectionString: database.url, ...JOB_POOL };
  const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  if ('exec' in client) {
    return {
      db: {
        async executeSql(text, values) {
          if (values?.length) return { rows: (await client.query(text, values)).rows };
          return { rows: (await client.exec(text)).at(-1)?.rows ?? [] };
        },
      },
    };
  }
  return { db: { executeSql: async (text, values) => ({ rows: (await client.query(text, values)).rows }) } };
}
