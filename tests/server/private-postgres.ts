import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../free-port';

const run = promisify(execFile);

/**
 * A PostgreSQL server of a test's own, on a port of its own, that the test may stop, start and
 * freeze as an outage would (the machine's own server is never touched): `url` reaches its
 * `postgres` database as the user postgres.
 */
export type PrivatePostgres = {
  url: string;
  /** Stops it as a restart or a failover does (`pg_ctl stop -m fast`: every connection is terminated). */
  stop: () => Promise<void>;
  /** Starts it again; resolves once it accepts connections. */
  start: () => Promise<void>;
  /**
   * Freezes every process of the server (SIGSTOP), as a network cut or a hung host looks to a client:
   * connections are accepted by the kernel and queries sent, but nothing answers; `thaw` lets it go on.
   */
  freeze: () => void;
  thaw: () => void;
  /** Stops it for good and removes its files. */
  remove: () => Promise<void>;
};

/** Where PostgreSQL's programs are (Debian's /usr/lib/postgresql/<version>/bin, else pg_config's), if anywhere. */
function postgresBinaries(): string | undefined {
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((version) => existsSync(join(debian, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return join(debian, versions[0], 'bin');
  try {
    const bin = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    return existsSync(join(bin, 'initdb')) ? bin : undefined;
  } catch {
    return undefined;
  }
}

/** The uid and gid of the user `name`, from /etc/passwd. */
function userIds(name: string): { uid: number; gid: number } | undefined {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  if (!line) return undefined;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * Why no private server can be made here (no PostgreSQL programs; run as root with no postgres user
 * to run them as), or undefined when one can: for a test's skip.
 */
export function privatePostgresUnavailable(): string | undefined {
  if (!postgresBinaries()) return 'PostgreSQL’s programs (initdb, pg_ctl) are not installed';
  if (process.getuid?.() === 0 && !userIds('postgres'))
    return 'run as root, and there is no postgres user to run PostgreSQL as';
  return undefined;
}

/** The pids of `pid` and of every process under it (from /proc). */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces, so read after its ")".
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const tree: number[] = [];
  const visit = (at: number) => {
    tree.push(at);
    (children.get(at) ?? []).forEach(visit);
  };
  visit(pid);
  return tree;
}

/**
 * Makes (initdb, as the postgres user when run as root) and starts a PostgreSQL server in a temporary
 * folder, on a free port of 127.0.0.1 and a socket in that folder. Call privatePostgresUnavailable first.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error('PostgreSQL’s programs are not installed');
  const root = mkdtempSync(join(tmpdir(), 'private-postgres-'));
  const data = join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const ids = userIds('postgres')!;
    chownSync(root, ids.uid, ids.gid);
  }
  // PostgreSQL refuses to run as root: its programs run as the postgres user then.
  const pg = (program: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args]) : run(join(bin, program), args);
  await pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '--no-instructions']);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${root}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c shared_buffers=16MB',
    '-c max_connections=40',
  ].join(' ');
  const start = async () => {
    await pg('pg_ctl', ['-D', data, '-o', settings, '-l', join(root, 'log'), '-w', 'start']);
  };
  const postmaster = () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  let frozen: number[] = [];
  const signal = (pids: number[], name: NodeJS.Signals) =>
    pids.forEach((pid) => {
      try {
        process.kill(pid, name);
      } catch {
        // Gone meanwhile.
      }
    });
  const thaw = () => {
    signal(frozen, 'SIGCONT');
    frozen = [];
  };
  await start();
  // Never left running by a test process that ends before its `remove` (a hook that timed out).
  const removeAtExit = () => {
    thaw();
    const args = ['-D', data, '-m', 'immediate', '-w', 'stop'];
    try {
      if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), ...args], { stdio: 'ignore' });
      else execFileSync(join(bin, 'pg_ctl'), args, { stdio: 'ignore' });
    } catch {
      // Already stopped.
    }
    rmSync(root, { recursive: true, force: true });
  };
  process.once('exit', removeAtExit);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    start,
    freeze: () => {
      frozen = processTree(postmaster());
      signal(frozen, 'SIGSTOP');
    },
    thaw,
    remove: async () => {
      process.off('exit', removeAtExit);
      thaw();
      if (existsSync(join(data, 'postmaster.pid'))) {
        await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
