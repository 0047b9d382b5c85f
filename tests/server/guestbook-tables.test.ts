import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestbookSettings } from '../../schemas/requests/guestbook';
import type { GuestbookTable, VenueSnapshot } from '../../schemas/responses/guestbook';
import type { Database } from '../../server/db/database';
import { addGuests, guestbookPath, guestbookWorld } from './guestbook-fixture';
import { callAs, failureOf, type Owner, type TestServer } from './harness';
import { SETUP_TIMEOUT } from './invitation-sample';
import { okData } from './guest-sample';

/** Venue tables, seating guests or whole groups, and the greeting screen's settings (docs/product.md#guestbook). */

let server: TestServer;
let app: FastifyInstance;
let db: Database;
let owner: Owner;
let invitationId: string;
let strangerInvitationId: string;
let eventIds: string[];

beforeAll(async () => {
  ({ server, app, db, owner, invitationId, strangerInvitationId, eventIds } = await guestbookWorld());
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const path = (rest: string) => guestbookPath(invitationId, rest);
const tables = async () => okData<GuestbookTable[]>(await callAs(app, 'GET', path('table'), owner));

describe('tables and seating', () => {
  it('adds, renames and removes tables; a name is used once', async () => {
    const first = okData<GuestbookTable>(
      await callAs(app, 'POST', path('table'), owner, { name: 'Meja 1', capacity: 4 }),
      201,
    );
    expect(first).toMatchObject({ name: 'Meja 1', capacity: 4, guests: 0, seated: 0 });
    const taken = failureOf(await callAs(app, 'POST', path('table'), owner, { name: 'Meja 1', capacity: 6 }));
    expect(taken).toMatchObject({ status: 409, errors: [{ field: 'name', message: 'Nama meja sudah dipakai' }] });
    const renamed = await callAs(app, 'PUT', `/v1/guestbook/table/${first.id}`, owner, {
      name: 'Meja Utama',
      capacity: 6,
    });
    expect(okData<GuestbookTable>(renamed)).toMatchObject({ name: 'Meja Utama', capacity: 6 });
    const spare = okData<GuestbookTable>(
      await callAs(app, 'POST', path('table'), owner, { name: 'Cadangan', capacity: 2 }),
      201,
    );
    expect((await tables()).map((table) => table.name)).toEqual(['Meja Utama', 'Cadangan']);
    okData(await callAs(app, 'DELETE', `/v1/guestbook/table/${spare.id}`, owner));
    expect((await tables()).map((table) => table.name)).toEqual(['Meja Utama']);
  });

  it('seats a whole group or guests by id, counting the people expected, and unseats', async () => {
    const family = okData<GuestbookTable>(
      await callAs(app, 'POST', path('table'), owner, { name: 'Keluarga', capacity: 5 }),
      201,
    );
    const friends = okData<GuestbookTable>(
      await callAs(app, 'POST', path('table'), owner, { name: 'Teman', capacity: 10 }),
      201,
    );
    const ids = await addGuests(
      db,
      invitationId,
      'duduk',
      [
        { group: 'Keluarga', attend: true, pax: 4 },
        { group: 'Keluarga', attend: true, pax: 2 },
        { group: 'Keluarga' },
        { group: 'Teman', attend: false },
        { group: 'Teman' },
      ],
      eventIds[0],
    );
    const seated = okData<GuestbookTable[]>(
      await callAs(app, 'PUT', path('seating'), owner, { table_id: family.id, group: 'Keluarga' }),
    );
    // 4 + 2 + at least 1 for the guest who has not answered: over the capacity of 5.
    expect(seated.find((table) => table.id === family.id)).toMatchObject({ guests: 3, seated: 7, capacity: 5 });
    okData(await callAs(app, 'PUT', path('seating'), owner, { table_id: friends.id, guest_ids: [ids[3], ids[4]] }));
    const venue = okData<VenueSnapshot>(await callAs(app, 'GET', path('venue'), owner));
    const tableOf = (id: string) => venue.guests.find((guest) => guest.id === id)?.table_id;
    expect(ids.map(tableOf)).toEqual([family.id, family.id, family.id, friends.id, friends.id]);
    const unseated = okData<GuestbookTable[]>(
      await callAs(app, 'PUT', path('seating'), owner, { table_id: null, guest_ids: [ids[0]] }),
    );
    expect(unseated.find((table) => table.id === family.id)).toMatchObject({ guests: 2, seated: 3 });
  });

  it('refuses guests of another invitation and tables of another guestbook, changing nothing', async () => {
    const table = okData<GuestbookTable>(
      await callAs(app, 'POST', path('table'), owner, { name: 'Meja X', capacity: 3 }),
      201,
    );
    const [mine] = await addGuests(db, invitationId, 'milik', [{}]);
    const [theirs] = await addGuests(db, strangerInvitationId, 'orang', [{}]);
    const refused = failureOf(
      await callAs(app, 'PUT', path('seating'), owner, { table_id: table.id, guest_ids: [mine, theirs] }),
    );
    expect(refused).toMatchObject({
      status: 400,
      errors: [{ field: 'guest_ids', message: 'Ada tamu yang bukan tamu undangan ini' }],
    });
    expect((await tables()).find((item) => item.id === table.id)?.guests).toBe(0);
    const otherTable = failureOf(
      await callAs(app, 'PUT', guestbookPath(strangerInvitationId, 'seating'), owner, {
        table_id: table.id,
        guest_ids: [mine],
      }),
    );
    expect(otherTable.status).toBe(403);
    expect(
      failureOf(await callAs(app, 'PUT', path('seating'), owner, { table_id: 'meja-lain', guest_ids: [mine] })),
    ).toMatchObject({
      status: 400,
      errors: [{ field: 'table_id', message: 'Meja tidak ditemukan' }],
    });
  });
});

describe('greeting screen settings', () => {
  it('answers the defaults until saved, then what was saved', async () => {
    expect(okData<GuestbookSettings>(await callAs(app, 'GET', path('settings'), owner))).toEqual({
      screen_layout: 'classic',
      greeting_seconds: 10,
      show_table: true,
    });
    const saved = { screen_layout: 'spotlight', greeting_seconds: 15, show_table: false };
    expect(okData(await callAs(app, 'PUT', path('settings'), owner, saved))).toEqual(saved);
    expect(okData(await callAs(app, 'GET', path('settings'), owner))).toEqual(saved);
    const bad = failureOf(await callAs(app, 'PUT', path('settings'), owner, { ...saved, greeting_seconds: 99 }));
    expect(bad.errors).toContainEqual({ field: 'greeting_seconds', message: 'Lama sapaan harus 3 sampai 60 detik' });
  });
});
