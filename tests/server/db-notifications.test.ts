import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from './harness';

/**
 * The database notifications service (server/plugins/db-notifications.ts), on the database the
 * tests run on: PGlite, or PostgreSQL with TEST_DATABASE_URL (where its own connection is also
 * killed, and comes back).
 */

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
  await server.app.ready();
});
afterAll(() => server.close());

/** The next payload on `channel`, and a stop for the handler. */
function nextPayload(channel: string) {
  let stop = () => {};
  const payload = new Promise<string>((resolve) => {
    stop = server.app.notifications.listen(channel, { notified: resolve });
  });
  return { payload, stop };
}

describe('app.notifications', () => {
  it('hands a notification to its channel’s handlers, from notify and from SQL', async () => {
    const first = nextPayload('test_channel');
    // A notification sent before the listening connection's LISTEN has run is not delivered (on
    // PostgreSQL the two are separate connections): `listening` tells when it has.
    await expect.poll(() => server.app.notifications.listening('test_channel')).toBe(true);
    await server.app.notifications.notify('test_channel', 'halo');
    expect(await first.payload).toBe('halo');
    first.stop();

    const second = nextPayload('test_channel');
    await server.database.db.execute(sql`select pg_notify('test_channel', 'dari sql')`);
    expect(await second.payload).toBe('dari sql');
    second.stop();
  });

  it('refuses a channel name that is not a plain identifier', () => {
    expect(() => server.app.notifications.listen('bad"name', { notified: () => {} })).toThrow();
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'reports not listening when its connection drops, and listens again after reconnecting',
    async () => {
      const states: boolean[] = [];
      let changed = () => {};
      const stop = server.app.notifications.listen('page_changed', {
        notified: () => {},
        listening: (up) => {
          states.push(up);
          changed();
        },
      });
      const next = () => new Promise<void>((resolve) => (changed = resolve));
      expect(server.app.notifications.listening('page_changed')).toBe(true);
      const down = next();
      await server.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query like 'LISTEN%'`,
      );
      await down;
      expect(states).toEqual([false]);
      expect(server.app.notifications.listening('page_changed')).toBe(false);
      await next();
      expect(states).toEqual([false, true]);
      const again = nextPayload('page_changed');
      await server.app.notifications.notify('page_changed', 'lagi');
      expect(await again.payload).toBe('lagi');
      again.stop();
      stop();
    },
  );
});
