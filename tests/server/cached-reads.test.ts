import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHED_ANSWERS, type CachedAnswer } from '../../server/db/cached-reads';
import type { Database } from '../../server/db/database';
import { guests, invitations } from '../../server/db/schema';
import type { GuestbookViewer } from '../../server/services/guestbook/guestbook-viewer';
import { venueSnapshot } from '../../server/services/guestbook/venue-snapshot';
import { readHomePageData } from '../../server/services/home-page/home-page-data';
import { guestbookAtTheDoor } from './guestbook-fixture';
import type { TestServer } from './harness';
import { SETUP_TIMEOUT } from './invitation-sample';
import { recordTables } from './query-counter';

/*
 * Invalidation made visible (server/db/cached-reads.ts): each answer the server keeps or pushes is
 * run here while its queries are recorded; every table they name must be declared, and every
 * trigger declared must be on its table in the database (PGlite, and PostgreSQL under
 * `npm run test:postgres`). A new table read by the public page without a trigger fails here.
 */

let server: TestServer;
let db: Database;
let invitationId: string;
let guestCode: string;
let viewer: GuestbookViewer;

beforeAll(async () => {
  const world = await guestbookAtTheDoor('tamu', [{ attend: true, pax: 2 }], 'Penerima Tamu');
  ({ server, db, invitationId } = world);
  const [guest] = await db.select().from(guests).where(eq(guests.id, world.guestIds[0]!));
  guestCode = guest!.code;
  const [row] = await db.select().from(invitations).where(eq(invitations.id, invitationId));
  viewer = { role: 'owner', name: 'Raka', userId: row!.user_id, usherId: null, rootId: invitationId, invitation: row! };
}, SETUP_TIMEOUT);
afterAll(() => server.close());

/** The tables each answer's queries name, read on a server that has kept nothing yet. */
async function tablesRead(run: () => Promise<void>): Promise<Set<string>> {
  server.app.publicPages.clear();
  const record = recordTables(db);
  try {
    await run();
  } finally {
    record.stop();
  }
  return record.tables();
}

const RUNS: Record<keyof typeof CACHED_ANSWERS, () => Promise<void>> = {
  // A guest's personal link: the page bundle and the HTML-less page route read the same rows.
  publicPage: async () => {
    const response = await server.app.inject(`/v1/invitation/slug/gb/page?to=${encodeURIComponent(guestCode)}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.guest?.name).toBe('Tamu tamu 1');
  },
  // The home page's data, as GET / reads it when it has kept nothing.
  homePage: async () => {
    const { data } = await readHomePageData(db);
    expect(data.plans.length).toBeGreaterThan(0);
  },
  // The snapshot itself (its route first checks the caller's access, which is no part of it).
  venueSnapshot: async () => {
    const snapshot = await venueSnapshot(db, viewer);
    expect(snapshot.guests).toHaveLength(1);
  },
};

describe.each(Object.entries(CACHED_ANSWERS) as [keyof typeof CACHED_ANSWERS, CachedAnswer][])(
  'the cached answer %s',
  (name, answer) => {
    it('reads only tables declared with their triggers, or declared as read without one and why', async () => {
      const read = await tablesRead(RUNS[name]);
      expect(read.size).toBeGreaterThan(0);
      const declared = new Set([...Object.keys(answer.watched), ...Object.keys(answer.unwatched ?? {})]);
      expect([...read].filter((table) => !declared.has(table)).sort()).toEqual([]);
    });

    it('has every trigger it counts on, on its table, in this database', async () => {
      const { rows } = (await db.execute(sql`
        select c.relname as "table", t.tgname as "trigger"
        from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where not t.tgisinternal`)) as unknown as { rows: { table: string; trigger: string }[] };
      const present = new Set(
        (rows as { table: string; trigger: string }[]).map((row) => `${row.table} ${row.trigger}`),
      );
      const expected = Object.entries(answer.watched).flatMap(([table, triggers]) =>
        triggers.map((trigger) => `${table} ${trigger}`),
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.filter((pair) => !present.has(pair))).toEqual([]);
    });
  },
);
