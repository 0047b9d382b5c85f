import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { sql } from 'drizzle-orm';

const scratch = mkdtempSync(join(tmpdir(), 'pglite-template-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The database cluster's identity (initdb draws it anew for each), and how many migrations it has run. */
async function identity(dataDir: string) {
  const database = await openDatabase({ dataDir, templateCache: join(scratch, 'cache') });
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const [cluster] = await rows<{ id: string }>(sql`select system_identifier::text as id from pg_control_system()`);
  const [applied] = await rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  await database.close();
  return { cluster: cluster?.id, migrations: applied?.n };
}

describe("npm start's embedded database template", () => {
  it('starts a later fresh data folder as a copy of the first, migrated', async () => {
    const first = await identity(join(scratch, 'first'));
    const second = await identity(join(scratch, 'second'));
    expect(first.migrations).toBeGreaterThan(0);
    expect(second).toEqual(first);
  }, 60_000);
});
