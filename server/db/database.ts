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
import { assertMigrated } from './migration-check';
import { logConnectionError, POSTGRES_POOL, postgresPool } from './postgres-pool';
import * as guestLinkTables from './guest-link-tables';
import * as venueDeskTables from './venue-desk-tables';
import * as paymentTables from './payment-tables';
import * as contentTables from './schema';

/** Every table, for Drizzle's relational queries (payments and link opens live beside the rest). */
const schema = { ...contentTables, ...paymentTables, ...guestLinkTables, ...venueDeskTables };
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
  /**
   * Told of each PostgreSQL connection of the pool lost while idle (terminated by the server, as a
   * restart or a failover does, or cut); by default a JSON line on stdout. Never ends the process.
   */
  onConnectionError?: (error: Error) => void;
  /**
   * Whether to bring the database to the latest migration (the default). With false it must be there
   * already (`npm run db:migrate` ran before the rollout: MIGRATE_ON_START=false), else opening fails
   * saying so (migration-check.ts); a fresh embedded data folder is then not filled from the template.
   */
  migrate?: boolean;
  /**
   * An embedded database already open, to migrate and use instead of opening one: the tests reuse
   * their PGlite instances, emptied between files (starting one takes 1.5-3 s, migrating 0.3 s).
   */
  embedded?: PGlite;
};

/** The key of the advisory lock the migrations run under on PostgreSQL: a number of this app's own. */
export const MIGRATION_LOCK = 3_708_452_019;

/**
 * Opens the database and brings it to the latest migration: PostgreSQL through `pg` when a
 * connection URL is given, else the embedded PGlite in `dataDir` (in memory without one).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS;
  const migrate = options.migrate ?? true;
  if (options.url) {
    if (migrate) await migratePostgres(options.url, migrationsFolder);
    const pool = postgresPool(options.url, options.onConnectionError ?? logConnectionError);
    const db = drizzlePg(pool, { schema });
    if (!migrate) await checked(db as unknown as Database, migrationsFolder, () => pool.end());
    const notifications = { kind: 'postgres', url: options.url } as const;
    return { db: db as unknown as Database, kind: 'postgres', notifications, close: () => pool.end() };
  }
  const { dataDir, templateCache } = options;
  if (migrate && dataDir && templateCache && isFreshDataDir(dataDir)) {
    await fromTemplate(dataDir, templateCache, migrationsFolder);
  }
  const client = options.embedded ?? openPglite(dataDir);
  const db = drizzlePglite(client, { schema });
  if (migrate) await migratePglite(db, { migrationsFolder });
  else await checked(db as unknown as Database, migrationsFolder, () => client.close());
  const notifications = { kind: 'pglite', client } as const;
  return { db: db as unknown as Database, kind: 'pglite', notifications, close: () => client.close() };
}

/**
 * Brings the database to the latest migration and closes it: what `npm run db:migrate` does
 * (scripts/db-migrate.ts), for deployments that migrate before the new servers start.
 */
export async function migrateDatabase(options: Omit<DatabaseOptions, 'onConnectionError'>): Promise<void> {
  if (options.url) return migratePostgres(options.url, options.migrationsFolder ?? MIGRATIONS);
  const database = await openDatabase(options);
  await database.close();
}

/**
 * Runs drizzle's migrations on a connection of their own, under a session advisory lock: servers
 * starting at once on a fresh database take turns (the first migrates, the others find it done),
 * instead of racing to create the same schema. No statement timeout: a migration may take long.
 */
async function migratePostgres(url: string, migrationsFolder: string): Promise<void> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: POSTGRES_POOL.connectionTimeoutMillis,
  });
  // A connection lost meanwhile fails the migration's query in progress (or the next).
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    }
  } finally {
    // Ending the session also releases the lock, had the unlock not reached the server.
    await client.end().catch(() => undefined);
  }
}

/** Fails when the database has not run every migration (assertMigrated), closing it first. */
async function checked(db: Database, migrationsFolder: string, close: () => Promise<void>): Promise<void> {
  try {
    await assertMigrated(db, migrationsFolder);
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
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
