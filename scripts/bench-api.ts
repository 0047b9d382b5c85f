/**
 * `npm run bench:api`: a bounded load on the API and, as the yardstick, on a bare Fastify route,
 * both started here as their own processes on 127.0.0.1. Prints throughput, latency percentiles,
 * and the writes lost (wishes answered 201 but missing from the list afterwards; must be 0).
 * BENCH_SECONDS (default 15) per read scenario, BENCH_WRITES (default 2000) wishes and
 * BENCH_CONNECTIONS (default 20) bound the load. Each read scenario runs in BENCH_ROUNDS (default 5)
 * rounds, each right after a run of the bare route of the same length; its share of the bare route's
 * throughput is the median round's. BENCH_DATABASE_URL runs the API on that PostgreSQL database
 * instead of the embedded PGlite (its tables are created by the migrations). BENCH_STATIC_DIR serves
 * a web app built beforehand there (no build here); BENCH_PORT (default 3901) is the API's port, the
 * bare route's the next one. The reads are loaded by wrk when it is installed (apt-get install wrk),
 * else by autocannon (scripts/bench/load-run.ts says why wrk is the better yardstick on two cores);
 * the server's CPU column shows whether the server or the load generator was the limit.
 */
import type autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { autocannonRun, fromAutocannon, loadGenerator, runLoad, type LoadResult } from './bench/load-run';
import { buildWebApp, startProcess, startServer } from './start-process';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const writeCount = Number(process.env.BENCH_WRITES ?? 2000);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const staticDir = process.env.BENCH_STATIC_DIR;
const apiPort = Number(process.env.BENCH_PORT ?? 3901);
const barePort = apiPort + 1;

/** A fixed number of requests (the writes), by autocannon, which can vary each request's body. */
const run = (options: autocannon.Options) => autocannonRun({ connections, ...options });

/** `share`: the scenario's throughput as a share of the bare route's (median over the rounds). */
function row(name: string, r: LoadResult, share?: number): string {
  const l = r.latency;
  const percent = (value: number | undefined) => (value === undefined ? '' : `${(100 * value).toFixed(1)}%`);
  // wrk prints microseconds, which become milliseconds with a float's tail (0.6970000000000001).
  const ms = (value: number) => `${Number(value.toFixed(2))}`;
  return [
    name.padEnd(34),
    `${Math.round(r.requestsPerSecond)}`.padStart(7),
    ms(l.p50).padStart(6),
    ms(l.p90).padStart(6),
    ms(l.p99).padStart(6),
    ms(l.max).padStart(7),
    `${r.failures}`.padStart(7),
    percent(r.serverCpu).padStart(8),
    percent(share).padStart(8),
  ].join(' ');
}

async function wishTotal(base: string, slug: string): Promise<number> {
  const response = await fetch(`${base}/v2/invitation/slug/${slug}/wish?pageSize=1`);
  const body = (await response.json()) as { meta?: { total: number }; total?: number };
  return body.meta?.total ?? body.total ?? NaN;
}

/** A personal link's code of the seeded invitation, read through the owner's guest list. */
async function guestCode(base: string, invitationId: string): Promise<string> {
  const login = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@undangan.id', password: 'rahasia-demo' }),
  });
  const { data } = (await login.json()) as { data: { access_token: string } };
  const list = await fetch(`${base}/v1/invitation/${invitationId}/guest?pageSize=1`, {
    headers: { authorization: `Bearer ${data.access_token}` },
  });
  const guests = (await list.json()) as { data: { code: string }[] };
  const code = guests.data[0]?.code;
  if (!code) throw new Error('the seeded invitation has no guest');
  return code;
}

if (!staticDir) await buildWebApp();

const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
const api = await startServer(String(apiPort), dataDir, {
  PUBLIC_WRITE_LIMIT: '100000000',
  ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  ...(staticDir && { STATIC_DIR: staticDir }),
});
const bareServer = await startProcess(
  [
    'node',
    '--input-type=module',
    '-e',
    `import Fastify from 'fastify'; const app = Fastify(); app.get('/', async () => ({ data: 'ok' }));
     await app.listen({ port: ${barePort}, host: '127.0.0.1' }); console.log('ready');`,
  ],
  {},
  /ready/,
);

try {
  const base = `http://127.0.0.1:${apiPort}`;
  const slug = 'raka-dan-ayu';
  const invitation = (await (await fetch(`${base}/v1/invitation/slug/${slug}`)).json()) as { data: { id: string } };
  const code = await guestCode(base, invitation.data.id);
  const before = await wishTotal(base, slug);
  let created = 0;
  let counter = 0;

  console.log(
    `load: ${seconds} s per read scenario, ${writeCount} writes, ${connections} connections, ` +
      `database ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, reads loaded by ${loadGenerator}, Node ${process.version}\n`,
  );
  console.log(
    [
      'scenario'.padEnd(34),
      'req/s'.padStart(7),
      'p50'.padStart(6),
      'p90'.padStart(6),
      'p99'.padStart(6),
      'max ms'.padStart(7),
      'non-2xx'.padStart(7),
      'srv CPU'.padStart(8),
      'of bare'.padStart(8),
    ].join(' '),
  );
  const bareRuns: LoadResult[] = [];
  const runBare = async () => {
    const url = `http://127.0.0.1:${barePort}/`;
    const result = await runLoad({ url, seconds: seconds / rounds, connections, serverPid: bareServer.pid });
    bareRuns.push(result);
    return result;
  };
  const reads: [string, string][] = [
    ['GET /<slug> (page HTML)', `/${slug}`],
    ['GET /<slug>?to= (guest link)', `/${slug}?to=${code}`],
    ['GET public page bundle', `/v1/invitation/slug/${slug}/page`],
    ['GET page bundle ?to= (guest)', `/v1/invitation/slug/${slug}/page?to=${code}`],
    ['GET wishes (pageSize 20)', `/v2/invitation/slug/${slug}/wish?pageSize=20`],
  ];
  // As a browser asks (guests' phones always accept brotli): the page answers from its compressed copy.
  const browserHeaders = { 'accept-encoding': 'br, gzip' };
  // Each scenario in rounds, each round right after one of the bare route: the machine's load drifts
  // (the bare route alone moved between 17k and 60k req/s), so a share is read from two runs side by
  // side, and the median round is printed.
  const rows: string[] = [];
  // Unmeasured first runs: a route's first seconds under load are its JIT's and its cache's (the guest
  // link's first 3 s ran at 60% of its next ones), not its pace.
  const warmUp = (url: string, headers?: Record<string, string>) => runLoad({ url, headers, seconds: 2, connections });
  await warmUp(`http://127.0.0.1:${barePort}/`);
  for (const [name, path] of reads) {
    await warmUp(`${base}${path}`, browserHeaders);
    const measured: { result: LoadResult; share: number }[] = [];
    for (let round = 0; round < rounds; round++) {
      const bare = await runBare();
      const result = await runLoad({
        url: `${base}${path}`,
        headers: browserHeaders,
        seconds: seconds / rounds,
        connections,
        serverPid: api.pid,
      });
      measured.push({ result, share: result.requestsPerSecond / bare.requestsPerSecond });
    }
    measured.sort((a, b) => a.share - b.share);
    const middle = measured[Math.floor(measured.length / 2)]!;
    rows.push(row(`${name}`, middle.result, middle.share));
  }
  bareRuns.sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  console.log(row('bare Fastify GET / (yardstick)', bareRuns[Math.floor(bareRuns.length / 2)]!));
  for (const line of rows) console.log(line);
  // A fixed number of writes, so that every one has been answered when the count is taken.
  const writes = await run({
    amount: writeCount,
    url: `${base}/v1/wish`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    setupClient: (client) => {
      client.setBody(
        JSON.stringify({ name: 'Tamu Bench', message: `Selamat ${counter++}`, invitation_id: invitation.data.id }),
      );
    },
  }).then((r) => {
    created = r['2xx'];
    return r;
  });
  console.log(row('POST wish (writes)', fromAutocannon(writes)));
  const after = await wishTotal(base, slug);
  console.log(
    `\nwrites answered 201: ${created}; wishes added: ${after - before}; writes lost: ${created - (after - before)}`,
  );
} finally {
  api.kill('SIGTERM');
  bareServer.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
