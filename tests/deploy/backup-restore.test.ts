import { PGlite } from '@electric-sql/pglite';
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../server/db/database';
import { migrateDatabase } from '../../server/db/database';
import { BACKUP_SIGNAL, listenForBackups, PID_FILE } from '../../server/db/live-backup';
import { eventually } from '../server/eventually';
import { ROOT } from './deployment-files';
import { freePort } from '../free-port';

/**
 * scripts/backup.sh and scripts/restore.sh (docs/operations.md#backups), run as an operator runs them:
 * PostgreSQL through pg_dump -Fc and pg_restore --clean --if-exists on a scratch database of the
 * machine's server; the embedded database through the running server's own dump (SIGUSR2) restored
 * into a new folder, and through a dump of a stopped server's folder.
 */

const run = promisify(execFile);
const scratch = mkdtempSync(join(tmpdir(), 'backup-restore-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The environment of a script: this one's, without a database of its own, plus `env`. */
function scriptEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...rest } = process.env;
  return { ...rest, ...env };
}

/** Runs scripts/<name> with bash; answers its stdout's lines. */
async function script(name: string, args: string[], env: Record<string, string>): Promise<string[]> {
  const { stdout } = await run('bash', [join(ROOT, 'scripts', name), ...args], {
    cwd: ROOT,
    env: scriptEnv(env),
    encoding: 'utf8',
  });
  return stdout.trim().split('\n');
}

/** The rows of one query on the embedded database in `folder` (opened and closed here). */
async function pgliteRows<T>(folder: string, query: string): Promise<T[]> {
  const client = new PGlite(folder);
  try {
    return (await client.query<T>(query)).rows;
  } finally {
    await client.close();
  }
}

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const hasTools = ['pg_dump', 'pg_restore'].every((tool) => spawnSync(tool, ['--version']).status === 0);
/** Whether the PostgreSQL server of ADMIN_URL answers. */
async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
const withPostgres = hasTools && (await postgresAnswers());
if (!withPostgres) console.warn(`PostgreSQL backups not tested: pg_dump/pg_restore or ${ADMIN_URL} missing`);

/** One statement on ADMIN_URL's server (CREATE/DROP DATABASE). */
async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The rows of one query on the database at `url`. */
async function pgRows<T>(url: string, query: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(query)).rows as T[];
  } finally {
    await client.end();
  }
}

describe.runIf(withPostgres)('PostgreSQL: pg_dump -Fc, then pg_restore --clean --if-exists', () => {
  const names = [1, 2].map((n) => `backup_test_${process.pid}_${Date.now()}_${n}`);
  const urls = names.map((name) => Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString());
  afterAll(async () => {
    for (const name of names) await admin(`DROP DATABASE IF EXISTS ${name}`);
  });

  it('puts back a row deleted and a table dropped after the backup, and fills a fresh database', async () => {
    const [url, fresh] = urls as [string, string];
    await admin(`CREATE DATABASE ${names[0]}`);
    await migrateDatabase({ url });
    await pgRows(
      url,
      `insert into users (id, name, email, password_hash) values ('u1', 'Sari', 'sari@contoh.id', 'x')`,
    );

    const out = join(scratch, 'pg');
    const [file, ...rest] = await script('backup.sh', [out], { DATABASE_URL: url });
    expect(rest).toEqual([]);
    expect(file).toMatch(/undangan-\d{8}T\d{6}Z\.dump$/);
    expect(readFileSync(file!).subarray(0, 5).toString()).toBe('PGDMP');

    await pgRows(url, 'delete from users; drop table refresh_tokens');
    await script('restore.sh', [file!], { DATABASE_URL: url });
    expect(await pgRows(url, 'select email from users')).toEqual([{ email: 'sari@contoh.id' }]);
    expect(await pgRows(url, 'select count(*)::int as n from refresh_tokens')).toEqual([{ n: 0 }]);

    await admin(`CREATE DATABASE ${names[1]}`);
    await script('restore.sh', [file!], { DATABASE_URL: fresh });
    expect(await pgRows(fresh, 'select email from users')).toEqual([{ email: 'sari@contoh.id' }]);
  }, 120_000);
});

describe('the embedded database', () => {
  const dataDir = join(scratch, 'data');
  const out = join(scratch, 'pglite');
  let server: ChildProcess | undefined;
  let base = '';
  let log = '';
  afterAll(() => void server?.kill('SIGKILL'));

  /** Registers an owner through the API (a row written by the running server). */
  const register = async (email: string) => {
    const response = await fetch(`${base}/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Sari', email, password: 'kata-sandi-kuat' }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
  };
  const emails = (folder: string) =>
    pgliteRows<{ email: string }>(folder, 'select email from users order by email').then((rows) =>
      rows.map((row) => row.email),
    );

  it('a backup taken while the server runs restores into a new folder, which opens with the data', async () => {
    const staticDir = join(scratch, 'static');
    mkdirSync(staticDir, { recursive: true });
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: scriptEnv({
        DATA_DIR: dataDir,
        STATIC_DIR: staticDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        LOG_PRETTY: 'false',
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk) => (log += chunk));
    server.stderr?.on('data', (chunk) => (log += chunk));
    await eventually(async () => expect((await fetch(`${base}/healthz`)).status).toBe(200), 90_000);
    expect(readFileSync(join(dataDir, PID_FILE), 'utf8').split('\n')[0]).toBe(String(server.pid));

    await register('sebelum@contoh.id');
    const [backup, files, ...rest] = await script('backup.sh', [out], { DATA_DIR: dataDir });
    expect(rest).toEqual([]);
    expect(backup).toMatch(/undangan-\d{8}T\d{6}Z\.tar\.gz$/);
    expect(files).toBe(backup!.replace(/\.tar\.gz$/, '.files.tar.gz'));
    expect(log).toContain('"msg":"backup written"');
    // The server served on, and what it writes after the backup is not in it.
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    await register('sesudah@contoh.id');

    const restored = join(scratch, 'restored');
    const said = await script('restore.sh', [backup!, restored], {});
    expect(said.at(-1)).toBe(`start the server with DATA_DIR=${restored}`);
    expect(await emails(join(restored, 'db'))).toEqual(['sebelum@contoh.id']);
    expect(readFileSync(join(restored, 'jwt-secret'), 'utf8')).toBe(readFileSync(join(dataDir, 'jwt-secret'), 'utf8'));
    expect(existsSync(join(restored, 'media'))).toBe(true);
  }, 180_000);

  it('refuses to restore over a folder that holds a database', async () => {
    const [backup] = await script('backup.sh', [join(scratch, 'again')], { DATA_DIR: dataDir });
    await expect(script('restore.sh', [backup!, join(scratch, 'restored')], {})).rejects.toThrow(
      /restored\/db exists: a backup is restored into a new folder/,
    );
  }, 120_000);

  it('once the server stopped (SIGTERM), the folder is dumped by the script itself', async () => {
    const exited = new Promise<number | null>((done) => server!.once('exit', done));
    server!.kill('SIGTERM');
    expect(await exited).toBe(0);
    server = undefined;
    expect(existsSync(join(dataDir, PID_FILE))).toBe(false);

    const [backup] = await script('backup.sh', [join(scratch, 'stopped')], { DATA_DIR: dataDir });
    const restored = join(scratch, 'restored-stopped');
    await script('restore.sh', [backup!, restored], {});
    expect(await emails(join(restored, 'db'))).toEqual(['sebelum@contoh.id', 'sesudah@contoh.id']);
  }, 120_000);
});

describe('the backup signal on PostgreSQL', () => {
  it('is answered with a line saying to use pg_dump, so it never ends the server', async () => {
    const warn = vi.fn();
    const database = { kind: 'postgres', notifications: { kind: 'postgres', url: 'postgres://x' } };
    const before = process.listenerCount(BACKUP_SIGNAL);
    const backups = await listenForBackups(database as unknown as DatabaseHandle, scratch, { warn } as never);
    expect(process.listenerCount(BACKUP_SIGNAL)).toBe(before + 1);
    process.emit(BACKUP_SIGNAL);
    expect(warn).toHaveBeenCalledWith({ signal: BACKUP_SIGNAL }, expect.stringContaining('pg_dump'));
    await backups.stop();
    expect(process.listenerCount(BACKUP_SIGNAL)).toBe(before);
  });
});
