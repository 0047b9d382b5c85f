import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAjv } from '../../engine/validation/create-ajv';
import { GUESTBOOK_SETTINGS_DEFAULTS } from '../../schemas/requests/guestbook';
import { guestbookCountsSchema, venueSnapshotSchema, type VenueSnapshot } from '../../schemas/responses/guestbook';
import { checkInsSince, latestSeq } from '../../server/services/guestbook/check-in-view';
import { guestbookCounts } from '../../server/services/guestbook/guestbook-counts';
import { addGuests, checkInBody, guestbookAtTheDoor, guestbookPath, type GuestSpec } from './guestbook-fixture';
import { callAs } from './harness';
import { SETUP_TIMEOUT } from './invitation-sample';
import { okData } from './guest-sample';
import { worldForThisFile } from './world-for-this-file';
import { countQueries } from './query-counter';

/**
 * The venue snapshot a check-in device keeps offline, and the day's counts (docs/product.md#guestbook),
 * for a list of 50 guests: answers, tables, check-ins, souvenirs.
 */

let tableId: string;
let souvenirId: string;
const checkInIds: string[] = [];

/** 50 guests: every 3rd attends with 2, every 5th (not a 3rd) declines, the rest have not answered. */
const SPECS: GuestSpec[] = Array.from({ length: 50 }, (_, n) =>
  n % 3 === 0 ? { attend: true, pax: 2, group: 'Keluarga' } : n % 5 === 0 ? { attend: false } : { group: 'Teman' },
);
const ATTENDING = SPECS.filter((spec) => spec.attend).length;

const world = worldForThisFile(() => guestbookAtTheDoor('v', SPECS, 'Mas Dimas'));

beforeAll(async () => {
  const path = (rest: string) => guestbookPath(world.invitationId, rest);
  tableId = okData<{ id: string }>(
    await callAs(world.app, 'POST', path('table'), world.owner, { name: 'Meja 1', capacity: 40 }),
    201,
  ).id;
  await callAs(world.app, 'PUT', path('seating'), world.owner, { table_id: tableId, group: 'Keluarga' });
  souvenirId = okData<{ id: string }>(
    await callAs(world.app, 'POST', path('souvenir'), world.owner, { name: 'Kipas', stock: 100, rule: 'per_person' }),
    201,
  ).id;
  // Guests 0..9 arrive with 3 people each; guest 9's check-in is undone; guests 0..4 get souvenirs.
  for (const guestId of world.guestIds.slice(0, 10)) {
    const body = checkInBody(guestId, 3);
    checkInIds.push(body.id);
    okData(await callAs(world.app, 'POST', path('check-in'), world.usher, body), 201);
  }
  okData(await callAs(world.app, 'DELETE', `/v1/guestbook/check-in/${checkInIds[9]}`, world.usher));
  for (const guestId of world.guestIds.slice(0, 5)) {
    const handout = { id: randomUUID(), souvenir_id: souvenirId, guest_id: guestId };
    okData(await callAs(world.app, 'POST', path('souvenir-handout'), world.usher, handout), 201);
  }
  okData(
    await callAs(world.app, 'POST', path('walk-in'), world.usher, {
      ...checkInBody('x', 1),
      guest_id: randomUUID(),
      name: 'Bu Tini',
    }),
    201,
  );
}, SETUP_TIMEOUT);

const EXPECTED_COUNTS = {
  guests: 51,
  arrived: 10,
  expected_people: ATTENDING * 2,
  people: 9 * 3 + 1,
  walk_ins: 1,
  souvenirs_handed: 5 * 3,
  code_flags: 0,
  envelopes: 0,
  checked_out: 0,
};

describe('GET …/venue', () => {
  it('answers every guest with answer, table, check-in and souvenirs, as its schema says', async () => {
    const snapshot = okData<VenueSnapshot>(
      await callAs(world.app, 'GET', guestbookPath(world.invitationId, 'venue'), world.usher),
    );
    const validate = createAjv().compile(venueSnapshotSchema);
    expect(validate(snapshot), JSON.stringify(validate.errors)).toBe(true);
    expect(snapshot.invitation).toEqual({ id: world.invitationId, slug: 'gb', title: 'Raka & Ayu' });
    expect(snapshot.viewer).toEqual({ role: 'usher', name: 'Mas Dimas' });
    expect(snapshot.guests).toHaveLength(51);
    const guest = (n: number) => snapshot.guests.find((item) => item.id === world.guestIds[n])!;
    expect(guest(0)).toMatchObject({
      rsvp_pax: 2,
      attending: true,
      group: 'Keluarga',
      table_id: tableId,
      walk_in: false,
      souvenir_ids: [souvenirId],
      seats: 2,
      souvenir_handouts: [{ souvenir_id: souvenirId, usher_name: 'Mas Dimas', handed_at: expect.any(String) }],
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
    expect(snapshot.settings).toEqual(GUESTBOOK_SETTINGS_DEFAULTS);
    expect(snapshot.seq).toBe(await latestSeq(world.db, world.invitationId));
  });

  it('takes a fixed handful of queries, not one per guest', async () => {
    const counter = countQueries(world.db);
    try {
      okData(await callAs(world.app, 'GET', guestbookPath(world.invitationId, 'venue'), world.owner));
      const first = counter.count();
      await addGuests(
        world.db,
        world.invitationId,
        'lagi',
        Array.from({ length: 20 }, () => ({})),
      );
      const before = counter.count();
      okData(await callAs(world.app, 'GET', guestbookPath(world.invitationId, 'venue'), world.owner));
      expect(counter.count() - before).toBe(first);
      expect(first).toBeLessThanOrEqual(14);
    } finally {
      counter.stop();
    }
  });
});

describe('counts and check-ins since a seq', () => {
  it('counts guests, arrivals, people expected and come, walk-ins and souvenirs', async () => {
    const counts = okData(await callAs(world.app, 'GET', guestbookPath(world.invitationId, 'counts'), world.usher));
    expect(createAjv().compile(guestbookCountsSchema)(counts)).toBe(true);
    expect(await guestbookCounts(world.db, world.invitationId)).toMatchObject({
      ...EXPECTED_COUNTS,
      guests: expect.any(Number),
    });
  });

  it('lists live check-ins after a seq in order, the undone one left out', async () => {
    const all = await checkInsSince(world.db, world.invitationId, 0);
    expect(all.map((item) => item.guest_id)).toEqual([...world.guestIds.slice(0, 9), all.at(-1)!.guest_id]);
    expect(all.map((item) => item.seq)).toEqual([...all.map((item) => item.seq)].sort((a, b) => a - b));
    const later = await checkInsSince(world.db, world.invitationId, all[6]!.seq, 2);
    expect(later.map((item) => item.id)).toEqual([all[7]!.id, all[8]!.id]);
  });
});
