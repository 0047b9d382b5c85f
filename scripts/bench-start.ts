/**
 * `npm run bench:start`: how fast `npm start` answers its first page, and how much memory the server
 * then holds. Brings the builds up to date first, as `npm start` does (scripts/start-stamps.mjs). Runs
 * `npm start` as a user does (in a temporary DATA_DIR, on a free port or BENCH_PORT) and times it from
 * the spawn to the first 200 of the demo invitation (/raka-dan-ayu): (a) on a fresh data folder,
 * (b) on the same folder again, (a') on another fresh folder (the first fresh folder of a machine makes
 * the embedded database's template, server/db/pglite-template.mjs), (c) with BENCH_REBUILD=1, after the
 * build stamps are removed, as after a change of the sources (a rebuild of the app and the server),
 * which has no goal. With BENCH_FIRST=1, (a) is the first start of a clean clone instead: no build is
 * made beforehand, the build stamps and the template are removed, so `npm start` builds both and makes
 * the template. Each start is stopped once the web app's compressed copies, which a start that built
 * makes after its first page, are made. The output of each start goes to npm-start.log in its data
 * folder. After each first page it loads a few pages and reads the server process's resident memory
 * (VmRSS, and its peak VmHWM, from /proc); it also watches the peak of every other process of the start (the Vite builds,
 * the template's child process) and prints the highest, named. With BENCH_DATABASE_URL it runs on that
 * PostgreSQL server instead of the embedded PGlite, in a database of its own (made and dropped). Prints
 * a table against issue 14's goals: fresh <= 10 s, existing <= 3 s, <= 500 MB resident (the server's).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { MIGRATIONS, TEMPLATE_CACHE, templateFolder } from '../server/db/pglite-template.mjs';
import { processTree, statusMb, watchPeaks, type ProcessPeak } from './bench/process-memory';
import { BUILDS, buildIfChanged, copiesMade, precompressIfNeeded, stampPath, viteBuild } from './start-stamps.mjs';
import { root } from './start-process';

const GOALS = { fresh: 10, existing: 3, residentMb: 500 };
/** Pages a visitor opens after the first one; the resident memory is read after them. */
const PAGES = [
  '/',
  '/raka-dan-ayu',
  '/v1/invitation/slug/raka-dan-ayu/page',
  '/demo',
  '/demo/floral-whimsy',
  '/v1/theme',
];

type Run = {
  label: string;
  goal: number | undefined;
  seconds: number;
  residentMb: number;
  peakMb: number;
  totalMb: number;
  /** The other process of the start with the highest peak (a build, the template's child). */
  other: ProcessPeak | undefined;
};

/** A port no one listens on. */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Polls `url` until it answers 200; the seconds since `started`. */
async function firstPage(url: string, started: number, child: ChildProcess): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return (performance.now() - started) / 1000;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 50));
  }
}

/** One `npm start`: time to the first page, then the memory after a few more pages; then stopped. */
async function measure(label: string, goal: number | undefined, env: Record<string, string>): Promise<Run> {
  const port = process.env.BENCH_PORT ?? String(await freePort());
  const base = `http://127.0.0.1:${port}`;
  const log = join(env.DATA_DIR as string, 'npm-start.log');
  const output = openSync(log, 'a');
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: port, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', output, output],
    detached: true,
  });
  closeSync(output);
  const peaks = watchPeaks(child.pid as number);
  try {
    const seconds = await firstPage(`${base}/raka-dan-ayu`, started, child).catch((error: unknown) => {
      process.stderr.write(readFileSync(log, 'utf8'));
      throw error;
    });
    for (const page of PAGES) {
      const response = await fetch(`${base}${page}`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
    }
    await new Promise((wait) => setTimeout(wait, 500));
    const tree = processTree(child.pid as number);
    const server = tree.reduce((most, pid) => (statusMb(pid, 'VmRSS') > statusMb(most, 'VmRSS') ? pid : most));
    const totalMb = tree.reduce((sum, pid) => sum + statusMb(pid, 'VmRSS'), 0);
    const others = peaks.stop().filter((peak) => peak.pid !== server);
    const run = {
      label,
      goal,
      seconds,
      residentMb: statusMb(server, 'VmRSS'),
      peakMb: statusMb(server, 'VmHWM'),
      totalMb,
      other: others.sort((a, b) => b.peakMb - a.peakMb)[0],
    };
    console.log(
      `  ${label}: first page ${seconds.toFixed(1)} s, server ${run.residentMb.toFixed(0)} MB resident ` +
        `(peak ${run.peakMb.toFixed(0)} MB), all processes ${totalMb.toFixed(0)} MB now`,
    );
    for (const other of others.filter((peak) => peak.peakMb >= 100)) {
      console.log(`    peak of another process: ${other.label} ${other.peakMb.toFixed(0)} MB`);
    }
    await copiesDone();
    return run;
  } finally {
    peaks.stop();
    process.kill(-(child.pid as number), 'SIGTERM');
    await new Promise((exited) => (child.exitCode !== null ? exited(null) : child.once('exit', exited)));
  }
}

/**
 * Waits (a minute at most) until the web app's compressed copies, which a start that built makes after
 * its first page, are all made: stopped before, the next start would make them again while measured.
 */
async function copiesDone(): Promise<void> {
  const until = Date.now() + 60_000;
  while (!BUILDS.every((build) => !build.precompress || copiesMade(root, build)) && Date.now() < until) {
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

/** A database of its own on the PostgreSQL server at `url`: its URL and a function that drops it. */
async function scratchDatabase(url: string) {
  const name = `bench_start_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

const postgresUrl = process.env.BENCH_DATABASE_URL;
const folders = [mkdtempSync(join(tmpdir(), 'bench-start-')), mkdtempSync(join(tmpdir(), 'bench-start-'))];
const database = postgresUrl ? await scratchDatabase(postgresUrl) : undefined;
const envFor = (dataDir: string): Record<string, string> => ({
  DATA_DIR: dataDir,
  ...(database ? { DATABASE_URL: database.url } : {}),
});
const first = process.env.BENCH_FIRST === '1';
if (first) {
  // As a clean clone: npm start finds no build and no template.
  for (const build of BUILDS) rmSync(stampPath(root, build), { force: true });
  rmSync(templateFolder(TEMPLATE_CACHE, MIGRATIONS), { recursive: true, force: true });
} else {
  for (const build of BUILDS) {
    if (await buildIfChanged(root, build, (changed) => viteBuild(root, changed)))
      console.log(`built the ${build.name}`);
    await precompressIfNeeded(root, build);
  }
}
console.log(`npm start on ${database ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite'}, data in ${folders.join(', ')}`);
const runs: Run[] = [];
try {
  const [one, two] = folders as [string, string];
  const fresh = first ? 'first start (builds, template)' : 'fresh data folder';
  runs.push(await measure(fresh, GOALS.fresh, envFor(one)));
  runs.push(await measure('existing data folder', GOALS.existing, envFor(one)));
  // On PGlite the first fresh folder of a machine (or of new migrations) makes the template.
  if (!database) runs.push(await measure('another fresh data folder', GOALS.fresh, envFor(two)));
  if (process.env.BENCH_REBUILD === '1') {
    for (const build of BUILDS) rmSync(stampPath(root, build), { force: true });
    runs.push(await measure('sources changed (rebuild)', undefined, envFor(one)));
  }
} finally {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  await database?.drop();
}

console.log('\n| npm start | first page | goal | server resident (peak) | goal | highest other process (peak) |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const run of runs) {
  const time = run.goal === undefined ? '-' : `<= ${run.goal} s ${run.seconds <= run.goal ? 'ok' : 'over'}`;
  const memory = run.residentMb <= GOALS.residentMb ? 'ok' : 'over';
  const other = run.other ? `${run.other.label} (${run.other.peakMb.toFixed(0)} MB)` : '-';
  console.log(
    `| ${run.label} | ${run.seconds.toFixed(1)} s | ${time} | ${run.residentMb.toFixed(0)} MB ` +
      `(${run.peakMb.toFixed(0)} MB) | <= ${GOALS.residentMb} MB ${memory} | ${other} |`,
  );
}
