import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../app/api/client';
import { openVenueStorage, type VenueStorage } from '../../../app/guestbook/offline/venue-db';
import { createVenueStore, NO_COPY_OFFLINE, type VenueStore } from '../../../app/guestbook/offline/venue-store';
import { checkInClock } from '../../../engine/guestbook/check-in-clock';
import { GUEST } from '../../engine/guestbook/venue-fixture';
import { fakeVenueServer } from './fake-venue-server';

/** Timers the test runs by hand: the retry and the debounced snapshot wait for the test to say so. */
function manualTimers() {
  const pending = new Map<number, { run: () => void; ms: number }>();
  let next = 0;
  return {
    schedule(run: () => void, ms: number) {
      const id = next++;
      pending.set(id, { run, ms });
      return () => void pending.delete(id);
    },
    delays: () => [...pending.values()].map((timer) => timer.ms),
    runAll() {
      const due = [...pending.values()];
      pending.clear();
      for (const timer of due) timer.run();
    },
  };
}

let storage: VenueStorage;
const stores: VenueStore[] = [];
let online = true;
let ids = 0;

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  storage = await openVenueStorage();
  online = true;
  ids = 0;
});
afterEach(() => {
  for (const store of stores.splice(0)) store.stop();
  storage.close();
});

function deviceWith(calls: ReturnType<typeof fakeVenueServer>['calls'], timers = manualTimers()) {
  const store = createVenueStore({
    invitationId: 'undangan-1',
    storage,
    calls,
    isOnline: () => online,
    newId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
    now: () => new Date('2026-11-21T11:00:00.000Z'),
    schedule: timers.schedule,
  });
  stores.push(store);
  return { store, timers };
}

const guest = (store: VenueStore, id: string) => store.getView().venue!.guests.find((g) => g.id === id)!;

describe('the venue kept on the device', () => {
  it('shows every guest from the device after a reload with no connection', async () => {
    const { server, calls } = fakeVenueServer();
    await deviceWith(calls).store.start();
    server.reachable = false;
    const { store } = deviceWith(calls);
    await store.start();
    const view = store.getView();
    expect(view.venue?.guests.map((g) => g.name)).toContain('Pak Hendra Wijaya');
    expect(view).toMatchObject({ offline: true, error: null, loading: false });
    expect(view.savedAt).toBe('2026-11-21T11:00:00.000Z');
  });

  it('says plainly when there is neither a connection nor a copy on the device', async () => {
    const { server, calls } = fakeVenueServer();
    server.reachable = false;
    const { store } = deviceWith(calls);
    await store.start();
    expect(store.getView()).toMatchObject({ venue: null, error: { status: 0, message: NO_COPY_OFFLINE } });
  });

  it("shows the server's refusal of the device (a revoked access)", async () => {
    const { server, calls } = fakeVenueServer();
    server.refusals.push(new ApiError(403, 'Akses penerima tamu sudah dicabut'));
    const { store } = deviceWith(calls);
    await store.start();
    expect(store.getView().error).toEqual({ status: 403, message: 'Akses penerima tamu sudah dicabut' });
  });
});

describe('check-ins made offline', () => {
  it('show at once, wait in the outbox on the device, and go in order when the connection is back', async () => {
    const { server, calls } = fakeVenueServer();
    const { store, timers } = deviceWith(calls);
    await store.start();
    online = false;
    server.reachable = false;
    await store.checkIn(GUEST.siti, 2, ['kipas']);
    await store.checkIn(GUEST.hendra, 4);
    await store.checkIn(GUEST.dewi, 1);
    await store.flush();
    const view = store.getView();
    expect(view).toMatchObject({ waitingCheckIns: 3, waitingWrites: 4, offline: true });
    expect(guest(store, GUEST.hendra).check_in).toMatchObject({ pax: 4, usher_name: 'Mbak Rina' });
    expect(view.venue?.counts).toMatchObject({ arrived: 3, people: 7, souvenirs_handed: 1 });
    expect(view.waitingGuests).toEqual(new Set([GUEST.siti, GUEST.hendra, GUEST.dewi]));

    // A reload while still offline: the outbox is on the device.
    const reloaded = deviceWith(calls, timers).store;
    await reloaded.start();
    expect(reloaded.getView().waitingCheckIns).toBe(3);
    reloaded.stop();

    online = true;
    server.reachable = true;
    store.connectionChanged();
    await store.flush();
    expect(server.log.filter((line) => line !== 'snapshot')).toEqual([
      'check-in 00000000-0000-4000-8000-000000000001',
      'handout 00000000-0000-4000-8000-000000000002',
      'check-in 00000000-0000-4000-8000-000000000003',
      'check-in 00000000-0000-4000-8000-000000000004',
    ]);
    expect(store.getView()).toMatchObject({ waitingCheckIns: 0, waitingWrites: 0, offline: false });
    expect((await storage.load('undangan-1')).outbox).toEqual([]);
    expect(server.checkIns.size).toBe(3);
  });

  it('sends a check-in whose answer was lost again under the same id: the server counts it once', async () => {
    const { server, calls } = fakeVenueServer();
    const { store, timers } = deviceWith(calls);
    await store.start();
    server.loseAnswers = 1;
    await store.checkIn(GUEST.siti, 2);
    await store.flush();
    expect(store.getView()).toMatchObject({ waitingCheckIns: 1, offline: true });
    expect(timers.delays()).toEqual([1_000]);
    timers.runAll();
    await store.flush();
    expect(server.log.filter((line) => line.startsWith('check-in'))).toEqual([
      'check-in 00000000-0000-4000-8000-000000000001',
      'check-in 00000000-0000-4000-8000-000000000001',
    ]);
    expect(server.checkIns.size).toBe(1);
    expect(store.getView()).toMatchObject({ waitingCheckIns: 0, offline: false });
  });

  it('waits longer after each try that gets no answer, up to the longest pause', async () => {
    const { server, calls } = fakeVenueServer();
    const { store, timers } = deviceWith(calls);
    await store.start();
    server.reachable = false;
    await store.checkIn(GUEST.siti, 2);
    const pauses: number[] = [];
    for (let i = 0; i < 7; i++) {
      await store.flush();
      pauses.push(...timers.delays());
      timers.runAll();
    }
    expect(pauses).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(store.getView().waitingCheckIns).toBe(1);
  });

  it('keeps a write the server failed on (5xx) and one sent with an ended session (401)', async () => {
    const { server, calls } = fakeVenueServer();
    const { store, timers } = deviceWith(calls);
    await store.start();
    server.refusals.push(new ApiError(500, 'Terjadi kesalahan pada server'), new ApiError(401, 'Sesi berakhir'));
    await store.checkIn(GUEST.siti, 2);
    await store.flush();
    timers.runAll();
    await store.flush();
    expect(store.getView()).toMatchObject({ waitingCheckIns: 1, sessionEnded: true });
    timers.runAll();
    await store.flush();
    expect(store.getView()).toMatchObject({ waitingCheckIns: 0, sessionEnded: false });
  });

  it('takes a refused write (4xx) out of the outbox and tells the usher why', async () => {
    const { server, calls } = fakeVenueServer();
    const { store } = deviceWith(calls);
    await store.start();
    server.refusals.push(new ApiError(400, 'Jumlah orang harus 1 sampai 100'));
    await store.checkIn(GUEST.siti, 2);
    await store.flush();
    const view = store.getView();
    expect(view.waitingCheckIns).toBe(0);
    expect(guest(store, GUEST.siti).check_in).toBeNull();
    expect(view.notices.map((notice) => notice.text)).toEqual([
      'Check-in Siti Rahmawati ditolak: Jumlah orang harus 1 sampai 100',
    ]);
    store.dismissNotice(view.notices[0]!.id);
    expect(store.getView().notices).toEqual([]);
  });

  it('tells the usher when another device checked the guest in first, and shows that check-in', async () => {
    const { server, calls } = fakeVenueServer();
    const { store } = deviceWith(calls);
    await store.start();
    online = false;
    await store.checkIn(GUEST.siti, 3);
    const first = server.checkInElsewhere(GUEST.siti, 'Mas Joko');
    online = true;
    store.connectionChanged();
    await store.flush();
    expect(store.getView().notices.map((notice) => notice.text)).toEqual([
      `Siti Rahmawati sudah check-in pukul ${checkInClock(first.checked_in_at)} oleh Mas Joko`,
    ]);
    expect(guest(store, GUEST.siti).check_in).toMatchObject({ id: first.id, usher_name: 'Mas Joko', pax: 1 });
    expect(server.checkIns.size).toBe(1);
  });

  it('tells one duplicate in one notice, the souvenirs handed there folded into it', async () => {
    const { server, calls } = fakeVenueServer();
    const { store } = deviceWith(calls);
    await store.start();
    online = false;
    await store.checkIn(GUEST.siti, 2, ['kipas', 'cokelat']);
    expect(guest(store, GUEST.siti).souvenir_handouts).toEqual([
      { souvenir_id: 'kipas', handed_at: '2026-11-21T11:00:00.000Z', usher_name: 'Mbak Rina' },
      { souvenir_id: 'cokelat', handed_at: '2026-11-21T11:00:00.000Z', usher_name: 'Mbak Rina' },
    ]);
    const first = server.checkInElsewhere(GUEST.siti, 'Pintu Selatan');
    server.handOutElsewhere(GUEST.siti, 'kipas');
    server.handOutElsewhere(GUEST.siti, 'cokelat');
    online = true;
    store.connectionChanged();
    await store.flush();
    expect(store.getView().notices).toEqual([
      {
        id: expect.any(String),
        tone: 'warning',
        guest_id: GUEST.siti,
        text: `Siti Rahmawati sudah check-in pukul ${checkInClock(first.checked_in_at)} oleh Pintu Selatan · suvenir sudah diberikan di sana`,
      },
    ]);
    expect(store.getView().waitingWrites).toBe(0);
  });

  it("keeps a single-use code's flag in the outbox offline and sends it once back online", async () => {
    const { server, calls } = fakeVenueServer();
    const { store } = deviceWith(calls);
    await store.start();
    online = false;
    expect(await store.flagCode(GUEST.hendra)).toMatchObject({ ok: true });
    expect(store.getView().waitingWrites).toBe(1);
    expect(store.getView().venue!.counts.code_flags).toBe(1);
    expect(server.codeFlags).toEqual([]);
    online = true;
    store.connectionChanged();
    await store.flush();
    expect(server.codeFlags).toEqual([{ id: expect.any(String), guest_id: GUEST.hendra }]);
    expect(store.getView().waitingWrites).toBe(0);
    expect(store.getView().notices).toEqual([]);
  });

  it('sends nothing for a check-in undone before it left the device', async () => {
    const { server, calls } = fakeVenueServer();
    const { store } = deviceWith(calls);
    await store.start();
    online = false;
    await store.checkIn(GUEST.siti, 2);
    await store.undo(GUEST.siti);
    expect(guest(store, GUEST.siti).check_in).toBeNull();
    expect(store.getView().waitingWrites).toBe(0);
    online = true;
    store.connectionChanged();
    await store.flush();
    expect(server.log.filter((line) => line !== 'snapshot')).toEqual([]);
  });

  it('undoes a stored check-in on the server', async () => {
    const { server, calls } = fakeVenueServer();
    const { store } = deviceWith(calls);
    await store.start();
    await store.checkIn(GUEST.siti, 2);
    await store.flush();
    await store.undo(GUEST.siti);
    await store.flush();
    expect([...server.checkIns.values()].map((c) => c.undone)).toEqual([true]);
    expect(guest(store, GUEST.siti).check_in).toBeNull();
    expect(store.getView().venue?.counts).toMatchObject({ arrived: 0, people: 0 });
  });

  it('adds a walk-in with the group left out when none was typed', async () => {
    const { server, calls } = fakeVenueServer();
    const { store } = deviceWith(calls);
    await store.start();
    await store.walkIn({ name: '  Pak Lurah ', group: ' ', pax: 2 });
    await store.flush();
    expect([...server.checkIns.values()]).toMatchObject([{ guest_name: 'Pak Lurah', pax: 2 }]);
    const walkIn = store.getView().venue!.guests.find((g) => g.name === 'Pak Lurah');
    expect(walkIn).toMatchObject({ walk_in: true, group: null });
  });
});

describe('news from the websocket', () => {
  it("puts other devices' check-ins into the list and the counts, and remembers the last seq", async () => {
    const { server, calls } = fakeVenueServer();
    const { store } = deviceWith(calls);
    await store.start();
    const elsewhere = server.checkInElsewhere(GUEST.hendra);
    const counts = { ...server.snapshotNow().counts };
    store.hear({ type: 'check-in', check_in: elsewhere, counts });
    expect(guest(store, GUEST.hendra).check_in?.usher_name).toBe('Mas Joko');
    expect(store.getView().venue?.counts).toEqual(counts);
    expect(store.seq()).toBe(elsewhere.seq);
    await store.saved();
    expect((await storage.load('undangan-1')).venue?.snapshot.seq).toBe(elsewhere.seq);
  });

  it('asks for a fresh snapshot once after several changes', async () => {
    const { server, calls } = fakeVenueServer();
    const { store, timers } = deviceWith(calls);
    await store.start();
    const counts = { ...server.snapshotNow().counts, souvenirs_handed: 5 };
    store.hear({ type: 'changed', counts });
    store.hear({ type: 'changed', counts });
    expect(store.getView().venue?.counts.souvenirs_handed).toBe(5);
    expect(timers.delays()).toEqual([1_500]);
    timers.runAll();
    await store.flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.log.filter((line) => line === 'snapshot')).toHaveLength(2);
  });
});

describe('a locked usher phone (its access ended)', () => {
  it('takes no write, sends nothing and keeps what waited, over a reload too', async () => {
    const { server, calls } = fakeVenueServer();
    const { store } = deviceWith(calls);
    await store.start();
    online = false;
    server.reachable = false;
    expect(await store.checkIn(GUEST.hendra, 4, ['kipas'])).toMatchObject({ ok: true });

    store.lock();
    expect(await store.checkIn(GUEST.siti, 2)).toEqual({ ok: false, reason: 'access-ended' });
    expect(store.unsent().map((entry) => entry.kind)).toEqual(['check-in', 'handout']);
    online = true;
    server.reachable = true;
    server.log.length = 0;
    store.connectionChanged();
    await store.flush();
    expect(server.log).toEqual([]);
    store.stop();

    // Reloaded: locked before it starts, it reads the device's copy and calls nothing.
    const reloaded = deviceWith(calls).store;
    reloaded.lock();
    await reloaded.start();
    expect(server.log).toEqual([]);
    expect(reloaded.isLocked()).toBe(true);
    expect(reloaded.unsent().map((entry) => entry.kind)).toEqual(['check-in', 'handout']);
    expect(reloaded.getView().venue?.guests.find((g) => g.id === GUEST.hendra)?.check_in?.pax).toBe(4);
  });
});
