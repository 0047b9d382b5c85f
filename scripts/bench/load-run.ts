import autocannon from 'autocannon';
import { execFile, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/*
 * A timed load on one URL for `npm run bench:api`, with wrk (Debian's package) when it is installed,
 * else autocannon. On a two-core machine the load generator shares the cores with the server it
 * measures: autocannon, in JavaScript, spends more per answer than the server does on a small one,
 * and on a 4-5 KB page with twenty headers it ran out of time first (the server stayed ~45% idle), so
 * the share it printed was autocannon's, not the server's. wrk in one thread leaves the server the
 * other core; the server's CPU column shows which side was the limit.
 */

export type LoadOptions = {
  url: string;
  seconds: number;
  connections: number;
  headers?: Record<string, string>;
  /** The server's process: its CPU time over the run is reported (Linux's /proc). */
  serverPid?: number;
};

export type LoadResult = {
  requestsPerSecond: number;
  /** Milliseconds. */
  latency: { p50: number; p90: number; p99: number; max: number };
  /** Answers outside 2xx and 3xx, and socket errors. */
  failures: number;
  /** The server's CPU time over the run as a share of one core; undefined without /proc. */
  serverCpu?: number;
};

export const loadGenerator: 'wrk' | 'autocannon' =
  spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined ? 'wrk' : 'autocannon';

/** A process's user and system time in seconds, from /proc (undefined elsewhere). */
function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command, in clock ticks
    // (USER_HZ, 100 on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** wrk's `1.25ms` (or us, s) in milliseconds. */
export function wrkMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) throw new Error(`wrk printed an unknown time: ${text}`);
  return Number(match[1]) * UNIT_MS[match[2] as string]!;
}

/** The figures of wrk's report (run with --latency). */
export function parseWrk(report: string): Omit<LoadResult, 'serverCpu'> {
  const field = (pattern: RegExp) => {
    const match = pattern.exec(report);
    if (!match) throw new Error(`wrk's report lacks ${pattern}:\n${report}`);
    return match[1] as string;
  };
  const sockets = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  const socketErrors = sockets ? sockets.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    requestsPerSecond: Number(field(/Requests\/sec:\s+([\d.]+)/)),
    latency: {
      p50: wrkMs(field(/^\s+50%\s+(\S+)\s*$/m)),
      p90: wrkMs(field(/^\s+90%\s+(\S+)\s*$/m)),
      p99: wrkMs(field(/^\s+99%\s+(\S+)\s*$/m)),
      max: wrkMs(field(/^\s+Latency\s+\S+\s+\S+\s+(\S+)/m)),
    },
    failures: Number(/Non-2xx or 3xx responses: (\d+)/.exec(report)?.[1] ?? 0) + socketErrors,
  };
}

function runWrk({ url, seconds, connections, headers = {} }: LoadOptions): Promise<Omit<LoadResult, 'serverCpu'>> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const args = ['-t1', `-c${connections}`, `-d${Math.max(1, Math.round(seconds))}s`, '--latency', ...headerArgs, url];
  return new Promise((resolvePromise, reject) =>
    execFile('wrk', args, (error, stdout) => {
      if (error) return reject(error);
      try {
        resolvePromise(parseWrk(stdout));
      } catch (unreadable) {
        reject(unreadable);
      }
    }),
  );
}

/** One autocannon run, as its callback gives it. */
export function autocannonRun(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolvePromise, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolvePromise(result))),
  );
}

/** An autocannon result in this file's figures. */
export function fromAutocannon(result: autocannon.Result): LoadResult {
  const { p50, p90, p99, max } = result.latency;
  return {
    requestsPerSecond: result.requests.average,
    latency: { p50, p90, p99, max },
    failures: result.non2xx + result.errors,
  };
}

async function runAutocannon({ url, seconds, connections, headers }: LoadOptions) {
  return fromAutocannon(await autocannonRun({ url, duration: seconds, connections, headers }));
}

/** Loads `url` for `seconds` with the generator found, and reads the server's CPU time meanwhile. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const before = cpuSeconds(options.serverPid);
  const started = performance.now();
  const result = await (loadGenerator === 'wrk' ? runWrk(options) : runAutocannon(options));
  const seconds = (performance.now() - started) / 1000;
  const after = cpuSeconds(options.serverPid);
  const serverCpu = before === undefined || after === undefined ? undefined : (after - before) / seconds;
  return { ...result, serverCpu };
}
