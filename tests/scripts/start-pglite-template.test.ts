import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { sql } from 'drizzle-orm';

const scratch = mkdtempSync(join(tmpdir(), 'pglite-template-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

/** The database cluster's identity (initdb draws it anew for each), and how many migrations it has run. */
async function identity(dataDir: string, templateCache = join(scratch, 'cache')) {
  const database = await openDatabase({ dataDir, templateCache });
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const [cluster] = await rows<{ id: string }>(sql`select system_identifier::text as id from pg_control_system()`);
  const [applied] = await rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  await database.close();
  return { cluster: cluster?.id, migrations: applied?.n };
}

describe("npm start's embedded database template", () => {
  it('makes the template in a child process, then starts every fresh data folder as a copy of it', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const first = await identity(join(scratch, 'first'));
    const second = await identity(join(scratch, 'second'));
    expect(first.migrations).toBeGreaterThan(0);
    expect(second).toEqual(first);
    // Made once, by another process: the server's own memory never held initdb.
    const made = log.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('template'));
    expect(made).toHaveLength(1);
    const pid = Number(/in process (\d+)/.exec(made[0] as string)?.[1]);
    expect(pid).toBeGreaterThan(0);
    expect(pid).not.toBe(process.pid);
    // Only the template and the two data folders: no partial copy left behind.
    expect(readdirSync(scratch).sort()).toEqual(['cache', 'first', 'second']);
    expect(readdirSync(join(scratch, 'cache'))).toHaveLength(1);
  }, 60_000);

  it('makes the database in the data folder itself when the cache cannot be written', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const file = join(scratch, 'not-a-folder');
    writeFileSync(file, '');
    const database = await identity(join(scratch, 'uncached'), join(file, 'cache'));
    expect(database.migrations).toBeGreaterThan(0);
  }, 60_000);
});
