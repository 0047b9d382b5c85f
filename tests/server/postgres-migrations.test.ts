import { sql } from 'drizzle-orm';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { MIGRATIONS } from '../../server/db/pglite-template.mjs';
import { scratchDatabase } from './harness';

/**
 * The migrations when several server processes start at once on a fresh PostgreSQL database (they
 * take turns under an advisory lock: every one comes up, the migrations run once), and
 * `npm run db:migrate`, which runs only the migrations and exits, on PostgreSQL and on the embedded
 * database.
 */

const postgres = process.env.TEST_DATABASE_URL;
const root = resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);

/** How many migrations the server has (server/db/migrations/meta/_journal.json). */
const migrationCount = () =>
  (JSON.parse(readFileSync(join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries
    .length;

/** The migrations a database has run, by hash (drizzle's own table). */
async function migrationsRun(db: Database): Promise<string[]> {
  // Both drivers answer `{ rows }`.
  const result = (await db.execute(sql`select hash from drizzle.__drizzle_migrations order by id`)) as unknown as {
    rows: { hash: string }[];
  };
  return result.rows.map((row) => row.hash);
}

/** `npm run db:migrate` with this environment; answers its output. */
const dbMigrate = (env: Record<string, string>) =>
  run('npm', ['run', '--silent', 'db:migrate'], { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' });

describe.runIf(Boolean(postgres))('migrations on a fresh PostgreSQL database', () => {
  it('three servers opening it at once all come up, and the migrations ran once', async () => {
    const scratch = await scratchDatabase();
    const opened = await Promise.allSettled([1, 2, 3].map(() => openDatabase({ url: scratch.url })));
    try {
      expect(opened.map((result) => (result.status === 'rejected' ? String(result.reason) : 'opened'))).toEqual([
        'opened',
        'opened',
        'opened',
      ]);
      const [first] = opened as PromiseFulfilledResult<Awaited<ReturnType<typeof openDatabase>>>[];
      const hashes = await migrationsRun(first!.value.db);
      expect(hashes).toHaveLength(migrationCount());
      expect(new Set(hashes).size).toBe(hashes.length);
    } finally {
      await Promise.all(opened.map((result) => (result.status === 'fulfilled' ? result.value.close() : undefined)));
      await scratch.remove();
    }
  });

  it('npm run db:migrate in three processes at once: each exits 0, the migrations ran once', async () => {
    const scratch = await scratchDatabase();
    try {
      const outputs = await Promise.all([1, 2, 3].map(() => dbMigrate({ DATABASE_URL: scratch.url! })));
      for (const { stdout } of outputs) expect(stdout).toMatch(/PostgreSQL/);
      const database = await openDatabase({ url: scratch.url });
      try {
        const hashes = await migrationsRun(database.db);
        expect(hashes).toHaveLength(migrationCount());
        expect(new Set(hashes).size).toBe(hashes.length);
      } finally {
        await database.close();
      }
    } finally {
      await scratch.remove();
    }
  }, 60_000);
});

describe('npm run db:migrate on the embedded database', () => {
  it('brings a fresh data folder to the latest migration and exits', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'db-migrate-'));
    try {
      const { stdout } = await dbMigrate({ DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(stdout).toMatch(/PGlite/);
      const database = await openDatabase({ dataDir: join(dataDir, 'db') });
      try {
        expect(await migrationsRun(database.db)).toHaveLength(migrationCount());
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
