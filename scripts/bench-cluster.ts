/**
 * `npm run bench:cluster`: the service as an operator runs it on one machine: two server processes
 * (the compiled server, as `npm run start:prod` runs it) on a PostgreSQL server and a Redis of the
 * benchmark's own (each on a free port; the machine's own are never touched), behind HAProxy
 * (Debian's package, scripts/bench/haproxy-run.ts). Prints:
 * 1. the page (`GET /<slug>`) and a guest's link (`?to=`) per second through HAProxy with one
 *    process and with two, and a photo uploaded through one process served by the other (uploads
 *    on an S3 API server of its own, s3rver);
 * 2. a rolling restart under load (each process stopped with SIGTERM and started again, one after
 *    the other): the requests that failed (goal 0);
 * 3. `kill -9` of one process under mixed writes (wishes, RSVPs, check-ins): the writes answered 2xx
 *    that are not in the database afterwards (goal 0);
 * 4. a PostgreSQL restart under load: the seconds until the first 200 again, from the restart's
 *    start and from the server accepting connections again (goal < 10 s).
 * BENCH_SECONDS (default 8) per load, BENCH_CONNECTIONS (default 20), BENCH_PORT (default 3930,
 * the first of eight). Exits 1 when a goal is missed. Figures only: nothing here is a test.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { startPrivatePostgres } from '../tests/server/private-postgres';
import { apiData } from './bench/api-call';
import { guestbookInvitation } from './bench/guestbook-invitation';
import { startHaproxy } from './bench/haproxy-run';
import { buildWebApp, startServer } from './start-process';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const firstPort = Number(process.env.BENCH_PORT ?? 3930);
const GOAL = { restartFailures: 0, lostWrites: 0, postgresBackS: 10 } as const;

const folder = mkdtempSync(join(tmpdir(), 'bench-cluster-'));
const cleanups: (() => unknown)[] = [() => rmSync(folder, { recursive: true, force: true })];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A Redis of the benchmark's own. */
async function startRedis(port: number): Promise<ChildProcess> {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const child = spawn('redis-server', args);
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => /Ready to accept/.test(String(chunk)) && resolve());
    child.once('exit', (code) => reject(new Error(`redis-server on port ${port} exited with ${code} (port taken?)`)));
  });
  return child;
}

// Whatever happens, no process of the benchmark's outlives it.
const children = new Set<ChildProcess>();
process.on('exit', () => children.forEach((child) => child.kill('SIGKILL')));

const postgres = await startPrivatePostgres();
cleanups.push(() => postgres.remove());
const redisPort = firstPort + 7;
const redis = await startRedis(redisPort);
children.add(redis);
// An S3 API server of its own (s3rver), for the uploads: a photo stored through one process is read through the other.
const s3 = new S3rver({
  address: '127.0.0.1',
  port: firstPort + 6,
  silent: true,
  directory: join(folder, 's3'),
  configureBuckets: [{ name: 'undangan', configs: [] }],
});
await s3.run();
cleanups.push(() => s3.close());
const env = {
  S3_BUCKET: 'undangan',
  S3_ENDPOINT: `http://127.0.0.1:${firstPort + 6}`,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  DATABASE_URL: postgres.url,
  REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  JWT_SECRET: 'bench-cluster-secret-bench-cluster-secret',
  TRUST_PROXY: '127.0.0.1',
  PUBLIC_WRITE_LIMIT: '100000',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
};
await buildWebApp();
const appPorts = [firstPort, firstPort + 1];
const apps: (ChildProcess | undefined)[] = [];
const startApp = async (n: number, seed = false) => {
  apps[n] = await startServer(String(appPorts[n]), join(folder, `data-${n}`), {
    ...env,
    HOST: '127.0.0.1',
    SEED_DEMO: String(seed),
  });
  children.add(apps[n]!);
};
const stopApp = async (n: number, signal: NodeJS.Signals) => {
  const child = apps[n]!;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
};
// The first seeds the demo (one process at a time: the demo owner is made once).
await startApp(0, true);
await startApp(1);
const proxy = await startHaproxy(folder, { both: firstPort + 2, one: firstPort + 3 }, appPorts);
cleanups.push(() => proxy.stop());

try {
  const direct = `http://127.0.0.1:${appPorts[0]}`;
  const demo = await apiData<{ access_token: string }>(direct, 'POST', '/v1/auth/login', {
    email: 'demo@undangan.id',
    password: 'rahasia-demo',
  });
  const [demoGuest] = await apiData<{ code: string }[]>(
    direct,
    'GET',
    `/v1/invitation/${(await apiData<{ id: string }[]>(direct, 'GET', '/v1/user/my-invitation', undefined, demo.access_token))[0]!.id}/guest?pageSize=1`,
    undefined,
    demo.access_token,
  );
  const load = (url: string, duration = seconds) =>
    autocannon({ url, connections, duration, timeout: 10 }) as unknown as Promise<autocannon.Result>;
  const failed = (result: autocannon.Result) => result.errors + result.timeouts + result.non2xx;

  // 1. Throughput, one process and two.
  console.log(`\n1. throughput through HAProxy (${seconds} s, ${connections} connections, req/s)`);
  for (const [name, path] of [
    ['page GET /raka-dan-ayu', '/raka-dan-ayu'],
    ['guest link ?to=', `/raka-dan-ayu?to=${demoGuest!.code}`],
  ] as const) {
    const one = await load(`${proxy.one}${path}`);
    const both = await load(`${proxy.both}${path}`);
    console.log(
      `   ${name.padEnd(24)} one process ${Math.round(one.requests.average)}   two ${Math.round(both.requests.average)}   (failed ${failed(one)} / ${failed(both)})`,
    );
  }

  // Uploads live in the bucket: one process stores, the other serves.
  const form = new FormData();
  form.append('kind', 'gallery');
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  form.append('file', new Blob([png], { type: 'image/png' }), 'foto.png');
  const uploaded = await fetch(`${direct}/v1/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${demo.access_token}` },
    body: form,
  });
  const { data: photo } = (await uploaded.json()) as { data: { url: string } };
  const served = await fetch(`http://127.0.0.1:${appPorts[1]}${photo.url}`);
  console.log(
    `\n   a photo uploaded through process 1 (${uploaded.status}) is served by process 2: ${served.status} ${served.headers.get('content-type')}`,
  );

  // 2. A rolling restart under load.
  const rolling = load(`${proxy.both}/raka-dan-ayu`, seconds * 3);
  for (const n of [0, 1]) {
    await wait(1000);
    await stopApp(n, 'SIGTERM');
    await startApp(n);
    // Back behind the proxy before the next one goes.
    while (!(await proxy.upServers()).includes(`app${n + 1}`)) await wait(100);
  }
  const restarted = await rolling;
  const restartFailures = failed(restarted);
  console.log(
    `\n2. rolling restart under load: ${restarted.requests.total} requests, ${restartFailures} failed (${restarted.non2xx} non-2xx, ${restarted.errors} errors, ${restarted.timeouts} timeouts); goal ${GOAL.restartFailures}`,
  );

  // 3. kill -9 under mixed writes.
  console.log('\n3. kill -9 under mixed writes …');
  const venue = await guestbookInvitation(direct, 300, 1);
  const event = { label: 'Resepsi', start_date: '2030-06-01T04:00:00.000Z', venue: 'Gedung', address: 'Jakarta' };
  await apiData(direct, 'POST', '/v1/invitation/event', { ...event, invitation_id: venue.invitationId }, venue.owner);
  await apiData(direct, 'PUT', `/v1/invitation/${venue.invitationId}/status`, { status: 'published' }, venue.owner);
  const acked = { wishes: [] as string[], rsvps: [] as string[], checkIns: [] as string[] };
  const refused = { count: 0 };
  const guestQueue = [...venue.guestIds];
  const write = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${proxy.both}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    }).catch(() => undefined);
    if (response?.ok) return true;
    refused.count++;
    return false;
  };
  let writing = true;
  const writer = async (kind: number) => {
    while (writing) {
      if (kind === 0) {
        const message = `bench-${randomUUID()}`;
        if (await write('/v1/wish', { name: 'Bench', message, invitation_id: venue.invitationId }))
          acked.wishes.push(message);
      } else {
        const guest = guestQueue.pop();
        if (!guest) return;
        if (kind === 1) {
          const body = {
            invitation_id: venue.invitationId,
            guest_id: guest,
            use_multiple_event: false,
            pax: 1,
            is_attend: true,
            events: [],
          };
          if (await write('/v1/invitation-rsvp', body)) acked.rsvps.push(guest);
        } else {
          const id = randomUUID();
          const body = { id, guest_id: guest, pax: 1, checked_in_at: new Date().toISOString() };
          if (await write(`/v1/invitation/${venue.invitationId}/guestbook/check-in`, body, venue.ushers[0]))
            acked.checkIns.push(id);
        }
      }
    }
  };
  const writers = Promise.all([0, 0, 1, 1, 2, 2].map(writer));
  await wait(1500);
  await stopApp(1, 'SIGKILL');
  await wait(1500);
  writing = false;
  await writers;
  const db = new pg.Client({ connectionString: postgres.url });
  db.on('error', (error) => console.error(`the benchmark's own connection: ${error.message}`));
  await db.connect();
  const count = async (query: string, values: string[]) =>
    Number((await db.query<{ n: string }>(query, [values])).rows[0]!.n);
  const found = {
    wishes: await count('select count(*) as n from wishes where message = any($1)', acked.wishes),
    rsvps: await count('select count(distinct guest_id) as n from rsvp_entries where guest_id = any($1)', acked.rsvps),
    checkIns: await count('select count(*) as n from check_ins where id = any($1)', acked.checkIns),
  };
  await db.end();
  const lost =
    acked.wishes.length - found.wishes + (acked.rsvps.length - found.rsvps) + (acked.checkIns.length - found.checkIns);
  console.log(
    `\n3. kill -9 of one process under mixed writes: acknowledged ${acked.wishes.length} wishes, ${acked.rsvps.length} RSVPs, ${acked.checkIns.length} check-ins; in the database ${found.wishes}, ${found.rsvps}, ${found.checkIns}; lost ${lost} (goal ${GOAL.lostWrites}); not acknowledged ${refused.count}`,
  );
  await startApp(1);
  while ((await proxy.upServers()).length < 2) await wait(100);

  // 4. A PostgreSQL restart under load.
  const reads = { ok: 0, failed: 0 };
  let firstOkAfter: number | undefined;
  let restartedAt = 0;
  let acceptingAt = 0;
  let reading = true;
  const reader = async () => {
    while (reading) {
      const response = await fetch(`${proxy.both}/v2/invitation/slug/raka-dan-ayu/wish?pageSize=1`, {
        signal: AbortSignal.timeout(10_000),
      }).catch(() => undefined);
      if (response?.status === 200) {
        reads.ok++;
        if (acceptingAt && firstOkAfter === undefined) firstOkAfter = performance.now();
      } else reads.failed++;
      await response?.arrayBuffer();
    }
  };
  const readers = Promise.all(Array.from({ length: 4 }, reader));
  await wait(1000);
  restartedAt = performance.now();
  await postgres.stop();
  await postgres.start();
  acceptingAt = performance.now();
  while (firstOkAfter === undefined) await wait(20);
  reading = false;
  await readers;
  const back = (firstOkAfter - restartedAt) / 1000;
  console.log(
    `\n4. PostgreSQL restart under load: first 200 again ${back.toFixed(2)} s after the restart began, ${((firstOkAfter - acceptingAt) / 1000).toFixed(2)} s after it accepted connections again (goal < ${GOAL.postgresBackS} s); ${reads.ok} reads answered 200, ${reads.failed} not`,
  );

  const missed = [
    restartFailures > GOAL.restartFailures && 'rolling restart',
    lost > GOAL.lostWrites && 'writes lost',
    back >= GOAL.postgresBackS && 'PostgreSQL restart',
  ].filter(Boolean);
  console.log(missed.length ? `\nmissed: ${missed.join(', ')}` : '\nevery goal met');
  process.exitCode = missed.length ? 1 : 0;
} finally {
  children.forEach((child) => child.kill('SIGKILL'));
  for (const cleanup of cleanups.reverse()) await cleanup();
}
