import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validatorFor } from '../../engine/validation/validate-payload';
import { guestSchema } from '../../schemas/entities/guest.schema';
import { guests, rsvpEntries } from '../../server/db/schema';
import { callAs, failureOf, testServer, type Json, type Owner, type TestServer } from './harness';
import { ROOT, SETUP_TIMEOUT, twoOwnersWithSamples, VERSION } from './invitation-sample';

/**
 * Seats per guest (docs/product.md#guest-list, #rsvp): a guest's `seats` in the owner's guest API (by
 * hand, per group, from an import), on the guest a personal link names, the RSVP that refuses more
 * people than that, and the dashboard's invited seats against the people answering, per event.
 * Fixtures: Raka's sample `raka` (events raka-event-akad and raka-event-resepsi) with a version, and
 * a stranger's `lain`.
 */

let server: TestServer;
let owner: Owner;
let stranger: Owner;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who?: Owner, payload?: Json) =>
  callAs(server.app, method, url, who, payload);
const db = () => server.database.db;

async function addGuest(payload: Json) {
  const response = await call('POST', `/v1/invitation/${ROOT}/guest`, owner, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; code: string; seats: number; version: string };
}

const seatsOf = async (id: string) =>
  (await db().select({ seats: guests.seats }).from(guests).where(eq(guests.id, id)))[0]?.seats;

beforeAll(async () => {
  server = await testServer();
  ({ owner, stranger } = await twoOwnersWithSamples(server));
}, SETUP_TIMEOUT);
afterAll(() => server.close());

describe("a guest's seats in the owner's guest API", () => {
  it('gives a new guest 2 seats, or the seats sent, and lists them', async () => {
    const plain = await addGuest({ name: 'Kursi Bawaan' });
    expect(plain.seats).toBe(2);
    const family = await addGuest({ name: 'Keluarga Besar', seats: 6 });
    expect(family.seats).toBe(6);
    expect(await seatsOf(family.id)).toBe(6);

    const list = await call('GET', `/v1/invitation/${ROOT}/guest`, owner);
    const listed = (list.json().data as { id: string; seats: number }[]).filter((g) =>
      [plain.id, family.id].includes(g.id),
    );
    expect(listed.map((g) => g.seats)).toEqual([2, 6]);
  });

  it('changes the seats with PUT, and keeps them when a PUT leaves them out', async () => {
    const guest = await addGuest({ name: 'Ubah Kursi' });
    const changed = await call('PUT', `/v1/guest/${guest.id}`, owner, { name: 'Ubah Kursi', seats: 4 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.seats).toBe(4);
    const renamed = await call('PUT', `/v1/guest/${guest.id}`, owner, { name: 'Ubah Kursi Lagi' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Ubah Kursi Lagi', seats: 4 });
  });

  it('refuses seats outside 1 to 20 with an Indonesian message at the field', async () => {
    for (const [seats, message] of [
      [0, 'Kursi minimal 1'],
      [21, 'Kursi maksimal 20'],
      ['dua', 'Kursi harus berupa angka'],
    ] as const) {
      const response = await call('POST', `/v1/invitation/${ROOT}/guest`, owner, { name: 'Salah', seats });
      expect(failureOf(response)).toMatchObject({ status: 400, errors: [{ field: 'seats', message }] });
    }
  });

  it('imports the seats a row gives; a row without them gets 2', async () => {
    const response = await call('POST', `/v1/invitation/${ROOT}/guest/import`, owner, {
      guests: [{ name: 'Impor Lima', seats: 5 }, { name: 'Impor Biasa' }],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toEqual({ added: 2, skipped: 0 });
    const rows = await db()
      .select({ name: guests.name, seats: guests.seats })
      .from(guests)
      .where(eq(guests.invitation_id, ROOT));
    expect(rows.filter((row) => row.name.startsWith('Impor '))).toEqual(
      expect.arrayContaining([
        { name: 'Impor Lima', seats: 5 },
        { name: 'Impor Biasa', seats: 2 },
      ]),
    );
    const bad = await call('POST', `/v1/invitation/${ROOT}/guest/import`, owner, {
      guests: [{ name: 'Impor Salah', seats: 50 }],
    });
    expect(failureOf(bad)).toMatchObject({
      status: 400,
      errors: [{ field: 'guests.0.seats', message: 'Kursi maksimal 20' }],
    });
  });
});

describe('PUT /v1/invitation/{id}/guest-group/seats', () => {
  it('sets the seats of every guest of one group, and only theirs', async () => {
    const a = await addGuest({ name: 'Teman A', group: 'Teman Kantor' });
    const b = await addGuest({ name: 'Teman B', group: 'Teman Kantor', seats: 3 });
    const family = await addGuest({ name: 'Saudara', group: 'Keluarga' });
    const response = await call('PUT', `/v1/invitation/${ROOT}/guest-group/seats`, owner, {
      group: 'Teman Kantor',
      seats: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { updated: 2 } });
    expect([await seatsOf(a.id), await seatsOf(b.id), await seatsOf(family.id)]).toEqual([1, 1, 2]);
  });

  it('reaches the guests of the root from a version, and the guests without a group when none is named', async () => {
    const loner = await addGuest({ name: 'Tanpa Grup Kursi' });
    const response = await call('PUT', `/v1/invitation/${VERSION}/guest-group/seats`, owner, { seats: 7 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.updated).toBeGreaterThanOrEqual(1);
    expect(await seatsOf(loner.id)).toBe(7);
  });

  it("refuses bad seats at the field, and another owner's invitation", async () => {
    const bad = await call('PUT', `/v1/invitation/${ROOT}/guest-group/seats`, owner, { group: 'Keluarga', seats: 0 });
    expect(failureOf(bad)).toMatchObject({ status: 400, errors: [{ field: 'seats', message: 'Kursi minimal 1' }] });
    const foreign = await call('PUT', `/v1/invitation/${ROOT}/guest-group/seats`, stranger, {
      group: 'Keluarga',
      seats: 9,
    });
    expect(foreign.statusCode).toBe(403);
    const signedOut = await call('PUT', `/v1/invitation/${ROOT}/guest-group/seats`, undefined, {
      group: 'Keluarga',
      seats: 9,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('the guest of a personal link, and their RSVP', () => {
  const rsvp = (body: Json) => call('POST', '/v1/invitation-rsvp', undefined, body);

  it('names their seats on the public guest entity', async () => {
    const guest = await addGuest({ name: 'Tautan Tiga', seats: 3 });
    const response = await call('GET', `/v1/guest/code/${guest.code}?slug=raka`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(validatorFor(guestSchema)(data)).toBe(true);
    expect(data).toMatchObject({ id: guest.id, name: 'Tautan Tiga', seats: 3 });
  });

  it('refuses more people than the seats (400 at pax, nothing stored), and takes as many', async () => {
    const guest = await addGuest({ name: 'Dua Kursi', seats: 2 });
    const answer = (pax: number) => ({
      invitation_id: ROOT,
      guest_id: guest.id,
      use_multiple_event: true,
      pax,
      events: [
        { event_id: 'raka-event-akad', is_attend: true },
        { event_id: 'raka-event-resepsi', is_attend: true },
      ],
    });
    const over = await rsvp(answer(3));
    expect(failureOf(over)).toEqual({
      status: 400,
      message: 'Undangan ini untuk 2 orang',
      errors: [{ field: 'pax', message: 'Undangan ini untuk 2 orang' }],
    });
    expect(await db().select().from(rsvpEntries).where(eq(rsvpEntries.guest_id, guest.id))).toEqual([]);

    const single = await rsvp({
      invitation_id: ROOT,
      guest_id: guest.id,
      use_multiple_event: false,
      is_attend: true,
      pax: 9,
      events: [],
    });
    expect(failureOf(single).errors).toEqual([{ field: 'pax', message: 'Undangan ini untuk 2 orang' }]);

    const fits = await rsvp(answer(2));
    expect(fits.statusCode, fits.body).toBe(200);
    expect(fits.json().data).toMatchObject({ seats: 2, rsvp: [{ pax: 2 }, { pax: 2 }] });
  });
});

describe("the dashboard's invited seats against the people answering, per event", () => {
  it(
    'gives each event the seats of every guest and the people attending it',
    async () => {
      const fresh = await testServer();
      try {
        const { owner: raka } = await twoOwnersWithSamples(fresh);
        const fdb = fresh.database.db;
        await fdb.insert(guests).values([
          { id: 'g-akad', invitation_id: ROOT, name: 'Akad Saja', seats: 4 },
          { id: 'g-both', invitation_id: ROOT, name: 'Keduanya', seats: 3 },
          { id: 'g-none', invitation_id: ROOT, name: 'Belum Menjawab' },
        ]);
        await fdb.insert(rsvpEntries).values([
          { guest_id: 'g-akad', event_id: 'raka-event-akad', is_attend: true, pax: 4 },
          { guest_id: 'g-akad', event_id: 'raka-event-resepsi', is_attend: false, pax: 0 },
          { guest_id: 'g-both', event_id: 'raka-event-akad', is_attend: true, pax: 2 },
          { guest_id: 'g-both', event_id: 'raka-event-resepsi', is_attend: true, pax: 2 },
        ]);
        const response = await callAs(fresh.app, 'GET', `/v1/invitation/summary/${ROOT}`, raka);
        expect(response.statusCode, response.body).toBe(200);
        const events = (response.json().data.events as Json[]).map(
          ({ id, seats_invited, pax, attending, declining }) => ({
            id,
            seats_invited,
            pax,
            attending,
            declining,
          }),
        );
        expect(events).toEqual(
          expect.arrayContaining([
            { id: 'raka-event-akad', seats_invited: 9, pax: 6, attending: 2, declining: 0 },
            { id: 'raka-event-resepsi', seats_invited: 9, pax: 2, attending: 1, declining: 1 },
          ]),
        );
      } finally {
        await fresh.close();
      }
    },
    SETUP_TIMEOUT,
  );
});
