import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { NewOutboxEntry, OutboxEntry } from '../../../engine/guestbook/outbox';
import {
  venueOutboxMachine,
  type VenueOutboxEmitted,
  type VenueSent,
} from '../../../engine/machines/venue-outbox.machine';
import type { VenueSnapshot } from '../../../schemas/responses/guestbook';
import { GUEST, venue } from './venue-fixture';

/*
 * The usher device's outbox machine (engine/machines/venue-outbox.machine.ts), alone: no IndexedDB,
 * no network, no real time. The calls are promises the test settles by hand; the pauses run on
 * XState's simulated clock.
 */

type Pending = { entry: OutboxEntry; answer: (sent: VenueSent) => void; fail: (error: unknown) => void };

function device(online = () => true) {
  const sends: Pending[] = [];
  let snapshots = 0;
  let ids = 0;
  const clock = new SimulatedClock();
  const machine = venueOutboxMachine.provide({
    actors: {
      sendEntry: fromPromise<VenueSent, OutboxEntry>(
        ({ input }) => new Promise((answer, fail) => sends.push({ entry: input, answer, fail })),
      ),
      fetchSnapshot: fromPromise<VenueSnapshot>(async () => {
        snapshots += 1;
        return venue();
      }),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: {
      isOnline: online,
      now: () => new Date('2026-11-21T11:00:00.000Z'),
      newId: () => `id-${++ids}`,
      retry: { firstMs: 1_000, maxMs: 4_000 },
      refreshDebounceMs: 1_500,
    },
  });
  const emitted: VenueOutboxEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  actor.send({ type: 'venue.loaded', snapshot: venue(), savedAt: '2026-11-21T10:00:00.000Z', outbox: [] });
  return { actor, clock, sends, emitted, snapshots: () => snapshots };
}

const checkIn = (id: string, guestId: string, pax = 1): NewOutboxEntry => ({
  kind: 'check-in',
  id,
  usher_name: 'Mbak Rina',
  payload: { id, guest_id: guestId, pax, checked_in_at: '2026-11-21T11:00:00.000Z' },
});
const stored = (entry: OutboxEntry): VenueSent => ({
  kind: 'arrival',
  answer: {
    result: 'created',
    check_in: {
      id: entry.id,
      seq: 1,
      guest_id: (entry as { payload: { guest_id: string } }).payload.guest_id,
      guest_name: 'Tamu',
      table_name: null,
      pax: 1,
      checked_in_at: '2026-11-21T11:00:00.000Z',
      usher_name: 'Mbak Rina',
      undone: false,
    },
  },
});
const settled = async (pending: Pending, sent: VenueSent) => {
  pending.answer(sent);
  await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('the venue outbox machine', () => {
  it('sends the outbox in order, one write at a time, and asks the device to forget each once answered', async () => {
    const { actor, sends, emitted } = device();
    actor.send({ type: 'outbox.write', entries: [checkIn('c1', GUEST.siti), checkIn('c2', GUEST.hendra)] });
    expect(actor.getSnapshot().context.lastWrite).toMatchObject({ ok: true });
    expect(emitted[0]).toMatchObject({ type: 'outbox.persist', remove: [] });
    actor.send({ type: 'outbox.flush' });
    expect(sends.map((pending) => pending.entry.id)).toEqual(['c1']);
    await settled(sends[0]!, stored(sends[0]!.entry));
    expect(sends.map((pending) => pending.entry.id)).toEqual(['c1', 'c2']);
    await settled(sends[1]!, stored(sends[1]!.entry));
    await waitFor(actor, (snapshot) => snapshot.matches({ sender: 'idle' }));
    expect(actor.getSnapshot().context.queue).toEqual([]);
    expect(emitted.filter((event) => event.type === 'outbox.persist').map((event) => event.remove)).toEqual([
      [],
      ['c1'],
      ['c2'],
    ]);
  });

  it('waits longer after each try that gets no answer, up to the longest pause, and tries at once when the connection is back', async () => {
    const { actor, clock, sends } = device();
    actor.send({ type: 'outbox.write', entries: [checkIn('c1', GUEST.siti)] });
    actor.send({ type: 'outbox.flush' });
    const noAnswer = Object.assign(new Error('Tidak ada koneksi'), { status: 0 });
    const waits: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      sends.at(-1)!.fail(noAnswer);
      await waitFor(actor, (snapshot) => snapshot.matches({ sender: 'waiting' }));
      waits.push(actor.getSnapshot().context.retryDelay);
      expect(actor.getSnapshot().context.noAnswer).toBe(true);
      clock.increment(actor.getSnapshot().context.retryDelay - 1);
      expect(sends).toHaveLength(attempt + 1);
      clock.increment(1);
      expect(sends).toHaveLength(attempt + 2);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 4_000]);
    sends.at(-1)!.fail(noAnswer);
    await waitFor(actor, (snapshot) => snapshot.matches({ sender: 'waiting' }));
    actor.send({ type: 'connection.changed' });
    expect(sends).toHaveLength(6);
    await settled(sends[5]!, stored(sends[5]!.entry));
    expect(actor.getSnapshot().context).toMatchObject({ queue: [], noAnswer: false, nextRetryDelay: 1_000 });
  });

  it('keeps a write sent with an ended session, and takes out one the server refused, telling the usher why', async () => {
    const { actor, sends } = device();
    actor.send({ type: 'outbox.write', entries: [checkIn('c1', GUEST.siti)] });
    actor.send({ type: 'outbox.flush' });
    sends[0]!.fail(Object.assign(new Error('Sesi berakhir'), { status: 401 }));
    await waitFor(actor, (snapshot) => snapshot.matches({ sender: 'waiting' }));
    expect(actor.getSnapshot().context).toMatchObject({ sessionEnded: true, noAnswer: false });
    expect(actor.getSnapshot().context.queue).toHaveLength(1);
    actor.send({ type: 'outbox.flush' });
    sends[1]!.fail(Object.assign(new Error('Jumlah orang harus 1 sampai 100'), { status: 400 }));
    await waitFor(actor, (snapshot) => snapshot.matches({ sender: 'idle' }));
    const { context } = actor.getSnapshot();
    expect(context.queue).toEqual([]);
    expect(context.notices.map((notice) => notice.text)).toEqual([
      'Check-in Siti Rahmawati ditolak: Jumlah orang harus 1 sampai 100',
    ]);
  });

  it('queues the undo of a check-in being sent, and cancels out one that never left the device', async () => {
    const { actor, sends } = device(() => true);
    actor.send({ type: 'outbox.write', entries: [checkIn('c1', GUEST.siti), checkIn('c2', GUEST.hendra)] });
    actor.send({ type: 'outbox.flush' });
    const undo = (id: string, checkInId: string, guestId: string): NewOutboxEntry => ({
      kind: 'undo',
      id,
      check_in_id: checkInId,
      guest_id: guestId,
    });
    actor.send({ type: 'outbox.write', entries: [undo('u1', 'c1', GUEST.siti), undo('u2', 'c2', GUEST.hendra)] });
    expect(actor.getSnapshot().context.queue.map((entry) => entry.id)).toEqual(['c1', 'u1']);
    expect(sends).toHaveLength(1);
  });

  it('asks for a fresh snapshot once, a while after several changes', async () => {
    const { actor, clock, snapshots } = device();
    const counts = { ...venue().counts, souvenirs_handed: 5 };
    actor.send({ type: 'venue.heard', message: { type: 'changed', counts } });
    clock.increment(1_000);
    actor.send({ type: 'venue.heard', message: { type: 'changed', counts } });
    expect(actor.getSnapshot().context.base?.counts.souvenirs_handed).toBe(5);
    clock.increment(1_499);
    expect(snapshots()).toBe(0);
    clock.increment(1);
    await waitFor(actor, (snapshot) => snapshot.matches({ snapshot: 'idle' }));
    expect(snapshots()).toBe(1);
  });
});
