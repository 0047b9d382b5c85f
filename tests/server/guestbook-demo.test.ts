import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VenueSnapshot } from '../../schemas/responses/guestbook';
import { invitations } from '../../server/db/schema';
import { DEMO, seedDemo } from '../../server/db/seed';
import { guestbookPath } from './guestbook-fixture';
import { callAs, testServer, type TestServer } from './harness';
import { SETUP_TIMEOUT } from './invitation-sample';
import { okData } from './guest-sample';

/** The demo's guestbook after `npm start`: tables with its guests seated by group, two souvenir kinds. */

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
  await seedDemo(server.database.db);
  await seedDemo(server.database.db);
}, SETUP_TIMEOUT);
afterAll(() => server.close());

describe('the demo guestbook', () => {
  it('has its tables, every demo guest seated, and two souvenirs, once however often it starts', async () => {
    const login = await server.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: DEMO.email, password: DEMO.password },
    });
    const owner = { headers: { authorization: `Bearer ${okData<{ access_token: string }>(login).access_token}` } };
    const [demo] = await server.database.db.select().from(invitations).where(eq(invitations.slug, DEMO.slug));
    const venue = okData<VenueSnapshot>(await callAs(server.app, 'GET', guestbookPath(demo!.id, 'venue'), owner));
    expect(venue.invitation.title).toBe('Raka & Ayu');
    expect(venue.tables.map((table) => [table.name, table.guests])).toEqual([
      ['Meja Keluarga', 3],
      ['Meja Teman Kuliah', 3],
      ['Meja Teman Kantor', 3],
      ['Meja Tetangga', 1],
    ]);
    expect(venue.guests.every((guest) => guest.table_id !== null)).toBe(true);
    expect(venue.souvenirs.map((souvenir) => [souvenir.name, souvenir.rule, souvenir.left])).toEqual([
      ['Kipas Batik', 'per_guest', 150],
      ['Kue Kering', 'per_person', 300],
    ]);
  });
});
