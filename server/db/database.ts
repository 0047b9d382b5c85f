import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { openPglite } from './pglite-open.mjs';
import {
  copyTemplate,
  isFreshDataDir,
  makeTemplate,
  MIGRATIONS,
  templateFolder,
  templateMadeLine,
} from './pglite-template.mjs';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/**
 * Where a listener for the database's notifications (LISTEN/NOTIFY) connects: PostgreSQL at its URL
 * (a connection of its own), or the embedded PGlite client itself (server/plugins/db-notifications.ts).
 */
export type NotificationSource = { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };
export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  notifications: NotificationSource;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  url?: string;
  dataDir?: string;
  /** The migrations to bring it to (server/db/migrations; a test gives an older set). */
  migrationsFolder?: string;
  /** A folder where a fresh PGlite database is kept as a template for later fresh ones (pglite-template.mjs). */
  templateCache?: string;
};

/**
 * Opens the database and brings it to the latest migration: PostgreSQL through `pg` when a
 * connection URL is given, else the embedded PGlite in `dataDir` (in memory without one).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS;
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    const notifications = { kind: 'postgres', url: options.url } as const;
    return { db: db as unknown as Database, kind: 'postgres', notifications, close: () => pool.end() };
  }
  const { dataDir, templateCache } = options;
  if (dataDir && templateCache && isFreshDataDir(dataDir)) await fromTemplate(dataDir, templateCache, migrationsFolder);
  const client = openPglite(dataDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  const notifications = { kind: 'pglite', client } as const;
  return { db: db as unknown as Database, kind: 'pglite', notifications, close: () => client.close() };
}

/**
 * Fills the fresh `dataDir` from the template, made first (in a child process) when there is none. When
 * no template can be made (a read-only cache), the database is made in `dataDir` as without a cache.
 */
async function fromTemplate(dataDir: string, templateCache: string, migrationsFolder: string): Promise<void> {
  const template = templateFolder(templateCache, migrationsFolder);
  if (await copyTemplate(template, dataDir)) return;
  const made = await makeTemplate(template, migrationsFolder);
  if (made) console.log(templateMadeLine(made));
  await copyTemplate(template, dataDir);
}
