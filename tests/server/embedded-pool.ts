import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';

/*
 * The unit files' embedded databases, reused. Starting a PGlite takes 1.5-3 s of a test file on a
 * 2-core machine (its WebAssembly PostgreSQL starting up), more than migrating it (0.3 s): a file's
 * database, once closed, is emptied (every schema dropped, every listener and setting of its
 * session dropped) and waits here for the next file, which migrates it as new. One worker process
 * runs every unit file (vitest.config.ts, `isolate: false`), and each file evaluates this module
 * afresh (tests/fresh-modules.ts): the idle databases are kept on the global object.
 */
const IDLE = Symbol.for('undangan.tests.idleEmbeddedDatabases');
const idle = ((globalThis as { [IDLE]?: PGlite[] })[IDLE] ??= []);

/** Schemas PostgreSQL itself keeps; every other one is the app's or a test's, dropped between files. */
const OWN_SCHEMAS = `nspname not like 'pg\\_%' and nspname <> 'information_schema'`;

/**
 * Empties `client` for the next file; false when it cannot be (closed, or a statement failed), and
 * then it is not reused.
 */
async function emptied(client: PGlite): Promise<boolean> {
  if (client.closed) return false;
  try {
    const listening = await client.query<{ channel: string }>('select pg_listening_channels() as channel');
    // PGlite's unlisten without a callback drops every callback of the channel and its LISTEN.
    for (const { channel } of listening.rows) await client.unlisten(channel);
    const schemas = await client.query<{ name: string }>(
      `select nspname as name from pg_namespace where ${OWN_SCHEMAS}`,
    );
    await client.exec(
      [
        ...schemas.rows.map(({ name }) => `drop schema "${name.replaceAll('"', '""')}" cascade`),
        'create schema public',
      ].join(';\n'),
    );
    // Settings, prepared statements and temporary tables of the session; not in a transaction.
    await client.exec('discard all');
    return true;
  } catch {
    return false;
  }
}

/** A migrated embedded database for one test file: an idle one emptied by an earlier file, or a new one. */
export async function embeddedTestDatabase(): Promise<DatabaseHandle> {
  const reused = idle.pop();
  const handle = await openDatabase(reused ? { embedded: reused } : {});
  if (handle.notifications.kind !== 'pglite') throw new Error('an embedded database was expected');
  const { client } = handle.notifications;
  return {
    ...handle,
    close: async () => {
      if (await emptied(client)) idle.push(client);
      else await client.close().catch(() => undefined);
    },
  };
}
