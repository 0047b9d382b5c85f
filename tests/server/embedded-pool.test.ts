import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/database';
import { pendingMigrations } from '../../server/db/migration-check';
import { MIGRATIONS } from '../../server/db/pglite-template.mjs';
import { users } from '../../server/db/schema';
import { embeddedTestDatabase } from './embedded-pool';

/**
 * The unit files' embedded databases are reused (tests/server/embedded-pool.ts): what one file
 * leaves in its database must not reach the next. On PostgreSQL each file has a database of its own.
 */

const clientOf = (handle: DatabaseHandle): PGlite => {
  if (handle.notifications.kind !== 'pglite') throw new Error('an embedded database was expected');
  return handle.notifications.client;
};

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('an embedded test database used again', () => {
  it('comes back empty and migrated: no row, table, schema, listener or setting of the file before', async () => {
    const first = await embeddedTestDatabase();
    const client = clientOf(first);
    await first.db.insert(users).values({ name: 'Sisa', email: 'sisa@contoh.id', password_hash: 'x' });
    await client.exec(`create schema leftover; create table public.scratch (x int); set statement_timeout = '7s'`);
    const heard: string[] = [];
    await client.listen('left_behind', (payload) => heard.push(payload));
    await first.close();

    const second = await embeddedTestDatabase();
    expect(clientOf(second)).toBe(client);
    expect(await second.db.select().from(users)).toEqual([]);
    expect(await pendingMigrations(second.db, MIGRATIONS)).toEqual([]);
    const names = await client.query<{ name: string }>(
      `select nspname as name from pg_namespace where nspname in ('leftover') union all
       select tablename from pg_tables where tablename = 'scratch'`,
    );
    expect(names.rows).toEqual([]);
    expect((await client.query('select pg_listening_channels()')).rows).toEqual([]);
    expect((await client.query<{ statement_timeout: string }>('show statement_timeout')).rows).toEqual([
      { statement_timeout: '0' },
    ]);
    // Told now, a notification on the old channel reaches no callback of the file before.
    await second.db.execute(sql`select pg_notify('left_behind', 'halo')`);
    await client.query('select 1');
    expect(heard).toEqual([]);
    await second.close();
  });

  it('is not used again once closed by its file', async () => {
    const first = await embeddedTestDatabase();
    const client = clientOf(first);
    await client.close();
    await first.close();
    const second = await embeddedTestDatabase();
    expect(clientOf(second)).not.toBe(client);
    expect(await pendingMigrations(second.db, MIGRATIONS)).toEqual([]);
    await second.close();
  });
});
