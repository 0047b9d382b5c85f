import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openVenueStorage, type VenueStorage } from '../../../app/guestbook/offline/venue-db';
import { createVenueStore, type VenueStore } from '../../../app/guestbook/offline/venue-store';
import type { WalkInPayload } from '../../../schemas/requests/guestbook';
import { fakeVenueServer } from './fake-venue-server';

/** A walk-in seated at a table and handed souvenirs on a device, offline first, then sent in order. */

let storage: VenueStorage;
let store: VenueStore | undefined;
let online = true;

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  storage = await openVenueStorage();
  online = true;
});
afterEach(() => {
  store?.stop();
  storage.close();
});

describe('a walk-in with a table and souvenirs on the device', () => {
  it('seats them and hands the souvenirs at once offline, then sends the walk-in before its handouts', async () => {
    const { server, calls } = fakeVenueServer();
    const walkIns: WalkInPayload[] = [];
    let ids = 0;
    store = createVenueStore({
      invitationId: 'undangan-1',
      storage,
      calls: { ...calls, walkIn: (invitation, payload) => (walkIns.push(payload), calls.walkIn(invitation, payload)) },
      isOnline: () => online,
      newId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
      now: () => new Date('2026-11-21T11:00:00.000Z'),
      schedule: () => () => {},
    });
    await store.start();
    online = false;
    server.reachable = false;

    await store.walkIn({ name: 'Bu Wati', group: '', pax: 3, table_id: 'meja-1' }, ['kipas', 'cokelat']);
    const venue = store.getView().venue!;
    const walkIn = venue.guests.find((guest) => guest.name === 'Bu Wati')!;
    expect(walkIn).toMatchObject({ walk_in: true, table_id: 'meja-1', souvenir_ids: ['kipas', 'cokelat'] });
    expect(walkIn.check_in).toMatchObject({ pax: 3, table_name: 'Meja Melati' });
    expect(venue.tables.find((table) => table.id === 'meja-1')).toMatchObject({ guests: 2, seated: 5 });
    // Cokelat is one per person: three of them.
    expect(venue.souvenirs.map((souvenir) => [souvenir.id, souvenir.left])).toEqual([
      ['kipas', 99],
      ['cokelat', 7],
    ]);

    online = true;
    server.reachable = true;
    await store.flush();
    expect(server.log.filter((call) => !call.startsWith('snapshot')).map((call) => call.split(' ')[0])).toEqual([
      'walk-in',
      'handout',
      'handout',
    ]);
    expect(walkIns).toMatchObject([{ name: 'Bu Wati', table_id: 'meja-1', pax: 3 }]);
  });

  it('sends no table when none was chosen', async () => {
    const { calls } = fakeVenueServer();
    const walkIns: WalkInPayload[] = [];
    store = createVenueStore({
      invitationId: 'undangan-1',
      storage,
      calls: { ...calls, walkIn: (invitation, payload) => (walkIns.push(payload), calls.walkIn(invitation, payload)) },
      isOnline: () => online,
      newId: () => crypto.randomUUID(),
      now: () => new Date('2026-11-21T11:00:00.000Z'),
      schedule: () => () => {},
    });
    await store.start();
    await store.walkIn({ name: 'Pak Ujang', group: '', pax: 1 });
    await store.flush();
    expect(walkIns).toHaveLength(1);
    expect(walkIns[0]).not.toHaveProperty('table_id');
  });
});
