import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { migrateDatabase, openDatabase } from '../../server/db/database';
import { pendingMigrations } from '../../server/db/migration-check';
import { MIGRATIONS } from '../../server/db/pglite-template.mjs';
import { serve } from '../../server/serve';
import { scratchDatabase } from '../server/harness';

/**
 * MIGRATE_ON_START: the server migrates at start by default (`npm start`); told not to (`npm run
 * start:prod`, the container image) it only checks that `npm run db:migrate` did, and refuses to start
 * on a database that has not run every migration, naming them and what to do.
 */

const scratch = mkdtempSync(join(tmpdir(), 'migrate-on-start-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let folders = 0;
const folder = () => join(scratch, `f${++folders}`);

const tags = (
  JSON.parse(readFileSync(join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] }
).entries.map((entry) => entry.tag);

/** The server's migrations without the last `drop` of them: the code of an earlier release. */
function olderMigrations(drop: number): string {
  const older = folder();
  cpSync(MIGRATIONS, older, { recursive: true });
  const journalFile = join(older, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, -drop) }));
  return older;
}

describe('the setting', () => {
  const env = (values: Record<string, string>) => ({ DATA_DIR: folder(), ...values });

  it('is true unless set, and read as a boolean', () => {
    expect(loadConfig(env({})).migrateOnStart).toBe(true);
    expect(loadConfig(env({ MIGRATE_ON_START: 'false' })).migrateOnStart).toBe(false);
    expect(loadConfig(env({ MIGRATE_ON_START: 'true' })).migrateOnStart).toBe(true);
    expect(() => loadConfig(env({ MIGRATE_ON_START: 'kadang' }))).toThrow(/MIGRATE_ON_START must be boolean/);
  });
});

describe('an embedded database opened without migrating', () => {
  it('refuses a fresh folder, naming every migration and what to do', async () => {
    await expect(openDatabase({ dataDir: folder(), migrate: false })).rejects.toThrow(
      `The database has not run ${tags.length} migration(s) (${tags.join(', ')}) and MIGRATE_ON_START is false: run \`npm run db:migrate\``,
    );
  });

  it('refuses one an earlier release migrated, naming the migrations it lacks', async () => {
    const dataDir = folder();
    await migrateDatabase({ dataDir, migrationsFolder: olderMigrations(2) });
    await expect(openDatabase({ dataDir, migrate: false })).rejects.toThrow(`(${tags.slice(-2).join(', ')})`);
  });

  it('opens one `npm run db:migrate` brought up to date, and one newer than the code', async () => {
    const dataDir = folder();
    await migrateDatabase({ dataDir });
    const database = await openDatabase({ dataDir, migrate: false, migrationsFolder: olderMigrations(1) });
    try {
      expect(await pendingMigrations(database.db, MIGRATIONS)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('a PostgreSQL database opened without migrating', () => {
  it('is refused until the migrations ran, then opens', async () => {
    const database = await scratchDatabase();
    try {
      await expect(openDatabase({ url: database.url, migrate: false })).rejects.toThrow(/MIGRATE_ON_START is false/);
      await migrateDatabase({ url: database.url });
      const opened = await openDatabase({ url: database.url, migrate: false });
      await opened.close();
    } finally {
      await database.remove();
    }
  });
});

describe('the server with MIGRATE_ON_START=false', () => {
  it('does not start on a database that has not run the migrations', async () => {
    const saved = { ...process.env };
    try {
      Object.assign(process.env, { DATA_DIR: folder(), MIGRATE_ON_START: 'false', PORT: '3999', LOG_LEVEL: 'silent' });
      delete process.env.DATABASE_URL;
      await expect(serve()).rejects.toThrow(/MIGRATE_ON_START is false/);
    } finally {
      process.env = saved;
    }
  });
});
