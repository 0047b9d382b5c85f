import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import { seedDemo } from '../../server/db/seed';
import { POSTGRES_POOL } from '../../server/db/postgres-pool';
import { DATABASE_UNAVAILABLE, httpErrorOfDatabase } from '../../server/http/database-errors';
import { PAGE_CHANGED } from '../../server/services/public-page/page-cache';
import { testApp, type TestServer } from './harness';
import { notificationsHeard } from './notifications-heard';
import { privatePostgresUnavailable, startPrivatePostgres, type PrivatePostgres } from './private-postgres';

/**
 * The API through a PostgreSQL outage (ARCHITECTURE.md, Server: a dropped database connection
 * degrades to 503 and recovers by itself), on a PostgreSQL server of the test's own that it stops
 * and freezes: while it is away every request answers 503 with the Indonesian message within 5 s
 * (never a 500, never a hang: each request is given a 5 s deadline), and once it is back requests
 * answer 200 again and the notifications' listener listens again, without restarting the app; the
 * connections of transactions cut short go back to the pool (server/db/postgres-pool.ts). Prints
 * how long the first 200 took once the database was back.
 */

const unavailable = privatePostgresUnavailable();
if (unavailable) console.warn(`postgres-outage: skipped, ${unavailable}`);

/** What a client waits at most: an answer later than that is a hang. */
const DEADLINE_MS = 5_000;
const TIMED_OUT = 'no answer within 5 s';

let cluster: PrivatePostgres;
let database: DatabaseHandle;
let server: TestServer;
let pageUrl: string;
const connectionErrors: Error[] = [];

beforeAll(async () => {
  if (unavailable) return;
  cluster = await startPrivatePostgres();
  database = await openDatabase({ url: cluster.url, onConnectionError: (error) => connectionErrors.push(error) });
  const demo = await seedDemo(database.db);
  pageUrl = `/v1/invitation/slug/${demo.slug}/page`;
  server = await testApp(database);
  await server.app.ready();
});
afterAll(async () => {
  // The server first: a test that failed while it was frozen or stopped leaves nothing to wait for.
  await cluster?.remove();
  await server?.close();
  await database?.close();
});

/** The app's answer to `request`, or TIMED_OUT when it gave none within the deadline. */
async function answer(request: InjectOptions | string): Promise<LightMyRequestResponse | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<typeof TIMED_OUT>(
    (resolve) => (timer = setTimeout(() => resolve(TIMED_OUT), DEADLINE_MS)),
  );
  try {
    return await Promise.race([server.app.inject(request), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Asserts that `request` was answered in time with the outage's 503; answers how long it took (ms). */
async function expectUnavailable(request: InjectOptions | string): Promise<number> {
  const started = performance.now();
  const response = await answer(request);
  const took = performance.now() - started;
  expect(response, JSON.stringify(request)).not.toBe(TIMED_OUT);
  const { statusCode, body } = response as LightMyRequestResponse;
  expect({ statusCode, body: JSON.parse(body) }).toEqual({ statusCode: 503, body: { message: DATABASE_UNAVAILABLE } });
  return took;
}

/** Watches the listener of PAGE_CHANGED: `next()` resolves at its next change (true: listening again). */
function watchListener() {
  let changed: (up: boolean) => void = () => {};
  const stop = server.app.notifications.listen(PAGE_CHANGED, { notified: () => {}, listening: (up) => changed(up) });
  const next = () => new Promise<boolean>((resolve) => (changed = resolve));
  return { next, stop };
}

/**
 * Asks until `/v1/plan` answers 200 (each answer in time, and a 503 until then, never a 500); answers
 * the seconds it took.
 */
async function secondsUntilServed(): Promise<number> {
  const started = performance.now();
  for (;;) {
    const response = await answer('/v1/plan');
    expect(response).not.toBe(TIMED_OUT);
    const { statusCode } = response as LightMyRequestResponse;
    if (statusCode === 200) return (performance.now() - started) / 1000;
    expect(statusCode).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const register = (email: string): InjectOptions => ({
  method: 'POST',
  url: '/v1/auth/register',
  payload: { name: 'Tamu Baru', email, password: 'kata-sandi-kuat' },
});

describe.skipIf(Boolean(unavailable))(
  `the API through a PostgreSQL outage${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    it('answers 503 while the database is stopped, and 200 again once it is started, without a restart', async () => {
      expect((await answer('/v1/plan')) as LightMyRequestResponse).toMatchObject({ statusCode: 200 });
      expect(((await answer(pageUrl)) as LightMyRequestResponse).statusCode).toBe(200);
      const listener = watchListener();
      expect(server.app.notifications.listening(PAGE_CHANGED)).toBe(true);
      const down = listener.next();

      await cluster.stop();
      expect(await down).toBe(false);
      const took = [
        await expectUnavailable('/v1/plan'),
        await expectUnavailable(pageUrl),
        await expectUnavailable(register('saat-mati@contoh.id')),
        await expectUnavailable('/v1/plan'),
      ];
      expect(connectionErrors.length).toBeGreaterThan(0);

      const up = listener.next();
      const starting = performance.now();
      await cluster.start();
      const back = performance.now();
      const listeningAgain = up.then((listening) => ({ listening, seconds: (performance.now() - back) / 1000 }));
      const seconds = await secondsUntilServed();
      const listened = await listeningAgain;
      console.log(
        `postgres-outage (stopped): 503s answered in ${took.map((ms) => (ms / 1000).toFixed(3)).join(', ')} s; ` +
          `database started in ${((back - starting) / 1000).toFixed(2)} s, first 200 ${seconds.toFixed(3)} s ` +
          `after it was back, listening again ${listened.seconds.toFixed(3)} s after`,
      );
      expect(listened.listening).toBe(true);
      expect(((await answer(pageUrl)) as LightMyRequestResponse).statusCode).toBe(200);
      expect(((await answer(register('setelah-hidup@contoh.id'))) as LightMyRequestResponse).statusCode).toBe(201);
      await notificationsHeard(server.app);
      listener.stop();
    }, 60_000);

    it('answers 503 within 5 s while the database answers nothing, and 200 again once it does', async () => {
      expect(((await answer('/v1/plan')) as LightMyRequestResponse).statusCode).toBe(200);
      const listener = watchListener();
      const down = listener.next();

      cluster.freeze();
      // A pooled connection whose server is silent, and (once those are given up) a new one that is
      // never let in: both answer in time.
      const took = await Promise.all([expectUnavailable('/v1/plan'), expectUnavailable(pageUrl)]);
      took.push(await expectUnavailable('/v1/plan'));
      // The listener notices its silent connection too, and stops trusting what it kept.
      expect(await down).toBe(false);

      const up = listener.next();
      cluster.thaw();
      const back = performance.now();
      const listeningAgain = up.then((listening) => ({ listening, seconds: (performance.now() - back) / 1000 }));
      const seconds = await secondsUntilServed();
      const listened = await listeningAgain;
      console.log(
        `postgres-outage (frozen): 503s answered in ${took.map((ms) => (ms / 1000).toFixed(3)).join(', ')} s; ` +
          `first 200 ${seconds.toFixed(3)} s after it answered again, listening again ${listened.seconds.toFixed(3)} s after`,
      );
      expect(listened.listening).toBe(true);
      await notificationsHeard(server.app);
      listener.stop();
    }, 90_000);

    it('gives back the connections of transactions that got no answer: the pool serves again after', async () => {
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      // Every place of the pool taken by an open connection, idle.
      await Promise.all(
        Array.from({ length: POSTGRES_POOL.max }, () => database.db.execute(sql`select pg_sleep(0.1)`)),
      );
      expect(pool.idleCount).toBe(POSTGRES_POOL.max);

      cluster.freeze();
      // As many transactions as the pool holds, each on one of those connections: their `begin` gets no answer.
      const failures = await Promise.all(
        Array.from({ length: POSTGRES_POOL.max }, () =>
          database.db
            .transaction((tx) => tx.execute(sql`select 1`))
            .then(
              () => 'committed',
              (error: unknown) => httpErrorOfDatabase(error)?.statusCode,
            ),
        ),
      );
      expect(failures).toEqual(Array.from({ length: POSTGRES_POOL.max }, () => 503));
      cluster.thaw();

      expect(await database.db.transaction((tx) => tx.execute(sql`select 1`)).then(() => 'committed')).toBe(
        'committed',
      );
      expect(((await answer('/v1/plan')) as LightMyRequestResponse).statusCode).toBe(200);
    }, 60_000);
  },
);
