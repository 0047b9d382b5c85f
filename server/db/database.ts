import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { resolve } from 'node:path';
import { copyTemplate, isFreshDataDir, keepAsTemplate, templateFolder } from './pglite-template';
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

const MIGRATIONS = resolve(import.meta.dirname, 'migrations');

export type DatabaseOptions = {
  url?: string;
  dataDir?: string;
  /** The migrations to bring it to (server/db/migrations; a test gives an older set). */
  migrationsFolder?: string;
  /** A folder where a fresh PGlite database is kept as a template for later fresh ones (pglite-template.ts). */
  templateCache?: string;
};

/**
 * PostgreSQL's settings for the embedded database, besides PGlite's own: 32 MB of shared buffers
 * instead of 128 MB (the whole pool is resident from the start; the demo's data fits many times).
 */
const PGLITE_START = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** The embedded database in `dataDir` (in memory without one). */
const pglite = (dataDir: string | undefined) => new PGlite(dataDir, { startParams: PGLITE_START });

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
  if (dataDir && templateCache && isFreshDataDir(dataDir)) {
    const template = templateFolder(templateCache, migrationsFolder);
    if (!copyTemplate(template, dataDir)) {
      const first = pglite(dataDir);
      await migratePglite(drizzlePglite(first), { migrationsFolder });
      await first.close();
      keepAsTemplate(dataDir, template);
    }
  }
  const client = pglite(dataDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  const notifications = { kind: 'pglite', client } as const;
  return { db: db as unknown as Database, kind: 'pglite', notifications, close: () => client.close() };
}
