import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What these checks ask of the database: a query (database.ts's Database, kept apart so neither file imports the other). */
type Queried = { execute: (query: SQL) => PromiseLike<unknown> };

/**
 * The migrations of `migrationsFolder` the database has not run, by tag, oldest first. Drizzle's
 * migrator runs every migration newer than the newest it recorded (drizzle.__drizzle_migrations,
 * created_at = the journal's `when`), so these are the ones it would run; a database without that
 * table has run none. A database newer than the code (the servers of the previous release during a
 * rollout) has none pending.
 */
export async function pendingMigrations(db: Queried, migrationsFolder: string): Promise<string[]> {
  const known = readMigrationFiles({ migrationsFolder });
  const tags = journalTags(migrationsFolder);
  const table = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  let newest = -1;
  if (rowsOf<{ present: boolean }>(table)[0]?.present) {
    const last = await db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`);
    newest = Number(rowsOf<{ newest: string | number | null }>(last)[0]?.newest ?? -1);
  }
  return known.flatMap((migration, index) => (migration.folderMillis > newest ? [tags[index] ?? `#${index}`] : []));
}

/**
 * Fails, saying what to do, when the database has not run every migration: the server was told not
 * to migrate at start (MIGRATE_ON_START=false), so a rollout must have run `npm run db:migrate` first.
 */
export async function assertMigrated(db: Queried, migrationsFolder: string): Promise<void> {
  const pending = await pendingMigrations(db, migrationsFolder);
  if (pending.length === 0) return;
  throw new Error(
    `The database has not run ${pending.length} migration(s) (${pending.join(', ')}) and MIGRATE_ON_START is false: run \`npm run db:migrate\` (in the container image \`node dist-server/migrate.js\`) first, or start with MIGRATE_ON_START=true.`,
  );
}

/** The journal's migration names, in its order (readMigrationFiles answers them without). */
function journalTags(migrationsFolder: string): string[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((entry) => entry.tag);
}

/** The rows of an `execute` answer: both drivers (node-postgres, PGlite) answer `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
