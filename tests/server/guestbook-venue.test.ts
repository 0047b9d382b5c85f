import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAjv } from '../../engine/validation/create-ajv';
import { guestbookCountsSchema, venueSnapshotSchema, type VenueSnapshot } from '../../schemas/responses/guestbook';
import type { Database } from '../../server/db/database';
import { checkInsSince, latestSeq } from '../../server/services/guestbook/check-in-view';
import { guestbookCounts } from '../../server/services/guestbook/guestbook-counts';
import {
  addGuests,
  checkInBody,
  guestbookAtTheDoor,
  guestbookPath,
  type GuestSpec,
  type SignedInUsher,
} from './guestbook-fixture';
import { callAs, type Owner, type TestServer } from './harness';
import { SETUP_TIMEOUT } from './invitation-sample';
import { okData } from './guest-sample';
import { countQueries } from './query-counter';

/**
 * The venue snapshot a check-in device keeps offline, and the day's counts (docs/product.md#guestbook),
 * for a list of 50 guests: answers, tables, check-ins, souvenirs.
 */

let server: TestServer;
let app: FastifyInstance;
let db: Database;
let owner: Owner;
let invitationId: string;
let usher: SignedInUsher;
let ids: string[];
let tableId: string;
let souvenirId: string;
const checkInIds: string[] = [];

/** 50 guests: every 3rd attends with 2, every 5th (not a 3rd) declines, the rest have not answered. */
const SPECS: GuestSpec[] = Array.from({ length: 50 }, (_, n) =>
  n % 3 === 0 ? { attend: true, pax: 2, group: 'Keluarga' } : n % 5 === 0 ? { attend: false } : { group: 'Teman' },
);
const ATTENDING = SPECS.filter((spec) => spec.attend).length;

beforeAll(async () => {
  ({ server, app, db, owner, invitationId, usher, guestIds: ids } = await guestbookAtTheDoor('v', SPECS, 'Mas Dimas'));
  const path = (rest: string) => guestbookPath(invitationId, rest);
  tableId = okData<{ id: string }>(
    await callAs(app, 'POST', path('table'), owner, { name: 'Meja 1', capacity: 40 }),
    201,
  ).id;
  await callAs(app, 'PUT', path('seating'), owner, { table_id: tableId, group: 'Keluarga' });
  souvenirId = okData<{ id: string }>(
    await callAs(app, 'POST', path('souvenir'), owner, { name: 'Kipas', stock: 100, rule: 'per_person' }),
    201,
  ).id;
  // Guests 0..9 arrive with 3 people each; guest 9's check-in is undone; guests 0..4 get souvenirs.
  for (const guestId of ids.slice(0, 10)) {
    const body = checkInBody(guestId, 3);
    checkInIds.push(body.id);
    okData(await callAs(app, 'POST', path('check-in'), usher, body), 201);
  }
  okData(await callAs(app, 'DELETE', `/v1/guestbook/check-in/${checkInIds[9]}`, usher));
  for (const guestId of ids.slice(0, 5)) {
    const handout = { id: randomUUID(), souvenir_id: souvenirId, guest_id: guestId };
    okData(await callAs(app, 'POST', path('souvenir-handout'), usher, handout), 201);
  }
  okData(
    await callAs(app, 'POST', path('walk-in'), usher, {
      ...checkInBody('x', 1),
      guest_id: randomUUID(),
      name: 'Bu Tini',
    }),
    201,
  );
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const EXPECTED_COUNTS = {
  guests: 51,
  arrived: 10,
  expected_people: ATTENDING * 2,
  people: 9 * 3 + 1,
  walk_ins: 1,
  souvenirs_handed: 5 * 3,
};

describe('GET …/venue', () => {
  it('answers every guest with answer, table, check-in and souvenirs, as its schema says', async () => {
    const snapshot = okData<VenueSnapshot>(await callAs(app, 'GET', guestbookPath(invitationId, 'venue'), usher));
    const validate = createAjv().compile(venueSnapshotSchema);
    expect(validate(snapshot), JSON.stringify(validate.errors)).toBe(true);
    expect(snapshot.invitation).toEqual({ id: invitationId, slug: 'gb', title: 'Raka & Ayu' });
    expect(snapshot.viewer).toEqual({ role: 'usher', name: 'Mas Dimas' });
    expect(snapshot.guests).toHaveLength(51);
    const guest = (n: number) => snapshot.guests.find((item) => item.id === ids[n])!;
    expect(guest(0)).toMatchObject({
      rsvp_pax: 2,
      attending: true,
      group: 'Keluarga',
      table_id: tableId,
      walk_in: false,
      souvenir_ids: [souvenirId],
      check_in: { id: checkInIds[0], pax: 3, usher_name: 'Mas Dimas', table_name: 'Meja 1', undone: false },
    });
    expect(guest(5)).toMatchObject({ rsvp_pax: null, attending: false, table_id: null, souvenir_ids: [] });
    expect(guest(9)).toMatchObject({ check_in: null });
    expect(guest(11)).toMatchObject({ rsvp_pax: null, attending: null, check_in: null });
    expect(snapshot.guests.find((item) => item.walk_in)).toMatchObject({ name: 'Bu Tini', check_in: { pax: 1 } });
    expect(snapshot.tables).toEqual([
      { id: tableId, name: 'Meja 1', capacity: 40, guests: ATTENDING, seated: ATTENDING * 2 },
    ]);
    expect(snapshot.souvenirs).toEqual([
      { id: souvenirId, name: 'Kipas', stock: 100, rule: 'per_person', handed: 15, left: 85 },
    ]);
    expect(snapshot.counts).toEqual(EXPECTED_COUNTS);
    expect(snapshot.settings).toEqual({ screen_layout: 'classic', greeting_seconds: 10, show_table: true });
    expect(snapshot.seq).toBe(await latestSeq(db, invitationId));
  });

  it('takes a fixed handful of queries, not one per guest', async () => {
    const counter = countQueries(db);
    try {
      okData(await callAs(app, 'GET', guestbookPath(invitationId, 'venue'), owner));
      const first = counter.count();
      await addGuests(
        db,
        invitationId,
        'lagi',
        Array.from({ length: 20 }, () => ({})),
      );
      const before = counter.count();
      okData(await callAs(app, 'GET', guestbookPath(invitationId, 'venue'), owner));
      expect(counter.count() - before).toBe(first);
      expect(first).toBeLessThanOrEqual(14);
    } finally {
      counter.stop();
    }
  });
});

describe('counts and check-ins since a seq', () => {
  it('counts guests, arrivals, people expected and come, walk-ins and souvenirs', async () => {
    const counts = okData(await callAs(app, 'GET', guestbookPath(invitationId, 'counts'), usher));
    expect(createAjv().compile(guestbookCountsSchema)(counts)).toBe(true);
    expect(await guestbookCounts(db, invitationId)).toMatchObject({ ...EXPECTED_COUNTS, guests: expect.any(Number) });
  });

  it('lists live check-ins after a seq in order, the undone one left out', async () => {
    const all = await checkInsSince(db, invitationId, 0);
    expect(all.map((item) => item.guest_id)).toEqual([...ids.slice(0, 9), all.at(-1)!.guest_id]);
    expect(all.map((item) => item.seq)).toEqual([...all.map((item) => item.seq)].sort((a, b) => a - b));
    const later = await checkInsSince(db, invitationId, all[6]!.seq, 2);
    expect(later.map((item) => item.id)).toEqual([all[7]!.id, all[8]!.id]);
  });
});
