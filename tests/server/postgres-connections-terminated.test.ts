import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationPage } from '../../schemas/invitation-page.schema';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import { JOB_CONNECTION_NAME } from '../../server/services/jobs/job-queue';
import { PAGE_CHANGED } from '../../server/services/public-page/page-cache';
import { callAs, scratchDatabase, standInApp, testApp, type Owner, type TestServer } from './harness';
import { ROOT, SETUP_TIMEOUT, twoOwnersWithSamples } from './invitation-sample';
import { notificationsHeard } from './notifications-heard';
import { countQueries } from './query-counter';

/**
 * Every connection of the app to PostgreSQL terminated by the server at once (as a failover, a
 * restart or an operator's pg_terminate_backend does): the pool's idle ones, one in the middle of a
 * transaction, and the notifications' LISTEN connection. The process lives on, the connection errors
 * are logged, the next requests are answered, the listener listens again by itself, and the public
 * page cache dropped what it kept (it may have missed notifications meanwhile). PostgreSQL only.
 */

const postgres = process.env.TEST_DATABASE_URL;
let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
let database: DatabaseHandle;
let server: TestServer;
let owner: Owner;
const connectionErrors: Error[] = [];
let connectionErrorSeen = () => {};

beforeAll(async () => {
  if (!postgres) return;
  scratch = await scratchDatabase();
  database = await openDatabase({
    url: scratch.url,
    onConnectionError: (error) => {
      connectionErrors.push(error);
      connectionErrorSeen();
    },
  });
  server = await testApp(database, { staticDir: standInApp({ 'index.html': '<!doctype html><html></html>' }) });
  ({ owner } = await twoOwnersWithSamples(server));
  await server.app.ready();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await server?.close();
  await database?.close();
  await scratch?.remove();
});

const pool = () => (database.db as unknown as { $client: pg.Pool }).$client;

/**
 * Terminates every other connection to the test's database, through a connection of its own; answers
 * how many of the API's (the job queue's own pool, named by pg-boss, is terminated too, not counted).
 */
async function terminateEveryConnection(): Promise<number> {
  const admin = new pg.Client({ connectionString: scratch.url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ terminated: boolean; jobs: boolean }>(
      `select pg_terminate_backend(pid) as terminated, application_name = $1 as jobs from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
      [JOB_CONNECTION_NAME],
    );
    return rows.filter((row) => row.terminated && !row.jobs).length;
  } finally {
    await admin.end();
  }
}

/** Resolves once the pool has told of `count` connection errors in all. */
const connectionErrorsReach = (count: number) =>
  new Promise<void>((resolve) => {
    connectionErrorSeen = () => connectionErrors.length >= count && resolve();
    connectionErrorSeen();
  });

const page = async () => {
  const response = await server.app.inject('/v1/invitation/slug/raka/page');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: InvitationPage }).data;
};
const queriesOf = async (run: () => Promise<unknown>) => {
  const counter = countQueries(database.db);
  try {
    await run();
    return counter.count();
  } finally {
    counter.stop();
  }
};

describe.runIf(Boolean(postgres))('every app connection terminated by PostgreSQL', () => {
  it('leaves the process running, answers the next requests, and listens again with a cleared page cache', async () => {
    // Kept by the cache (no query), and several pooled connections open and idle.
    await page();
    expect(await queriesOf(page)).toBe(0);
    await Promise.all(Array.from({ length: 4 }, () => server.app.inject('/v1/plan')));
    expect(pool().idleCount).toBeGreaterThan(1);

    let changed: (up: boolean) => void = () => {};
    const stopWatching = server.app.notifications.listen(PAGE_CHANGED, {
      notified: () => {},
      listening: (up) => changed(up),
    });
    const nextChange = () => new Promise<boolean>((resolve) => (changed = resolve));
    const down = nextChange();

    // One connection is in the middle of a transaction, between two statements, when it goes.
    let terminated = 0;
    let idle = 0;
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      const client = (tx as unknown as { session: { client: pg.PoolClient } }).session.client;
      const ended = new Promise((resolve) => client.once('end', resolve));
      idle = pool().idleCount;
      terminated = await terminateEveryConnection();
      await ended;
      await tx.execute(sql`select 2`);
    });
    await expect(transaction).rejects.toThrow();
    // The pool's idle ones, the transaction's, the listener's.
    expect(terminated).toBe(idle + 2);

    expect(await down).toBe(false);
    const up = nextChange();
    await connectionErrorsReach(idle);
    expect(connectionErrors.every((error) => (error as { code?: string }).code === '57P01')).toBe(true);

    // The next requests are answered, on new connections.
    expect((await server.app.inject('/v1/plan')).statusCode).toBe(200);

    // The listener is back by itself and hears notifications again.
    expect(await up).toBe(true);
    expect(server.app.notifications.listening(PAGE_CHANGED)).toBe(true);
    await notificationsHeard(server.app);

    // What the cache kept before is gone (no write dropped it meanwhile): the page is made again
    // (more queries than its version check), then kept again.
    expect(await queriesOf(page)).toBeGreaterThan(1);
    expect(await queriesOf(page)).toBe(0);

    // Writes too.
    const sections = await callAs(server.app, 'GET', `/v1/invitation/section?invitation_id=${ROOT}`, owner);
    expect(sections.statusCode, sections.body).toBe(200);
    const opening = (sections.json().data as { id: string; slug: string }[]).find((row) => row.slug === 'opening')!;
    const saved = await callAs(server.app, 'PUT', `/v1/invitation/section/${opening.id}`, owner, {
      title: 'Setelah Terputus',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await page()).sections.find((s) => s.slug === 'opening')?.title).toBe('Setelah Terputus');
    stopWatching();
  }, 60_000);
});
