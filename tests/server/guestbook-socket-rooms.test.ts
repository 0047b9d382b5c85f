import { describe, expect, it } from 'vitest';
import type { GuestbookServerMessage } from '../../schemas/realtime/guestbook-messages';
import type { CheckIn, GuestbookCounts } from '../../schemas/responses/guestbook';
import { createGuestbookRooms, type GuestbookFeed } from '../../server/services/guestbook/hub-rooms';

/**
 * The hub's fan-out (server/services/guestbook/hub-rooms.ts) on a feed held in memory, whose reads
 * can be held open: one read per invitation however many sockets, changes coalesced while a read
 * runs, a catch-up never overtaken by a live check-in, each socket's check-ins in seq order once.
 */

const counts = (arrived: number): GuestbookCounts => ({
  guests: 100,
  arrived,
  expected_people: 100,
  people: arrived,
  walk_ins: 0,
  souvenirs_handed: 0,
  code_flags: 0,
  envelopes: 0,
  checked_out: 0,
});
const checkIn = (seq: number): CheckIn => ({
  id: `c${seq}`,
  seq,
  guest_id: `g${seq}`,
  guest_name: `Tamu ${seq}`,
  table_name: null,
  pax: 1,
  checked_in_at: new Date(0).toISOString(),
  usher_name: 'Rina',
  undone: false,
});

/** A guestbook in memory; `hold()` makes the next reads wait until the returned release is called. */
function memoryFeed(pageSize = 500) {
  const rows: CheckIn[] = [];
  const reads: { since: number }[] = [];
  const countReads: number[] = [];
  let gate: Promise<void> | undefined;
  const feed: GuestbookFeed = {
    checkInsSince: async (_rootId, since, limit) => {
      reads.push({ since });
      await gate;
      return rows.filter((row) => row.seq > since).slice(0, limit);
    },
    counts: async () => {
      countReads.push(rows.length);
      await gate;
      return counts(rows.length);
    },
    latestSeq: async () => rows.at(-1)?.seq ?? 0,
  };
  return {
    feed,
    rows,
    reads,
    countReads,
    pageSize,
    add: (...seqs: number[]) => rows.push(...seqs.map(checkIn)),
    hold: () => {
      let release = () => {};
      gate = new Promise<void>((resolve) => (release = resolve));
      return () => {
        gate = undefined;
        release();
      };
    },
  };
}

/** A socket as the rooms see it, keeping what it was sent. */
function listener() {
  const sent: GuestbookServerMessage[] = [];
  let failed = false;
  return {
    sent,
    failed: () => failed,
    listener: { send: (message: GuestbookServerMessage) => sent.push(message), fail: () => (failed = true) },
    seqs: () => sent.flatMap((m) => (m.type === 'check-in' ? [m.check_in.seq] : [])),
  };
}

/** Waits `ms`. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Lets every pending read and send run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the guestbook rooms', () => {
  it('greets a joining socket with ready and its catch-up, in seq order', async () => {
    const memory = memoryFeed();
    memory.add(3, 7, 9, 12);
    const rooms = createGuestbookRooms(memory.feed);
    const screen = listener();
    rooms.join('inv', screen.listener, 7);
    await settle();
    expect(screen.sent[0]).toEqual({ type: 'ready', seq: 12, counts: counts(4) });
    expect(screen.seqs()).toEqual([9, 12]);
  });

  it('greets a socket that asks no catch-up with ready alone, reading no check-ins for it, then sends what comes after', async () => {
    const memory = memoryFeed();
    memory.add(3, 7, 9, 12);
    const rooms = createGuestbookRooms(memory.feed);
    const dashboard = listener();
    rooms.join('inv', dashboard.listener, 0, false);
    await settle();
    expect(dashboard.sent).toEqual([{ type: 'ready', seq: 12, counts: counts(4) }]);
    expect(memory.reads).toEqual([]);
    memory.add(13);
    rooms.changed('inv');
    await settle();
    expect(dashboard.seqs()).toEqual([13]);
    expect(memory.reads.map((read) => read.since)).toEqual([12]);
  });

  it('reads a long catch-up page after page', async () => {
    const memory = memoryFeed();
    memory.add(...Array.from({ length: 23 }, (_, n) => n + 1));
    const rooms = createGuestbookRooms(memory.feed, { pageSize: 5 });
    const screen = listener();
    rooms.join('inv', screen.listener, 0);
    await settle();
    expect(screen.seqs()).toEqual(Array.from({ length: 23 }, (_, n) => n + 1));
    expect(memory.reads.map((read) => read.since)).toEqual([0, 5, 10, 15, 20]);
  });

  it('reads once per change for every socket of the invitation, and tells each what it lacks', async () => {
    const memory = memoryFeed();
    memory.add(1, 2);
    const rooms = createGuestbookRooms(memory.feed);
    const behind = listener();
    const current = listener();
    rooms.join('inv', behind.listener, 0);
    rooms.join('inv', current.listener, 2);
    await settle();
    const readsBefore = memory.reads.length;
    memory.add(5);
    rooms.changed('inv');
    await settle();
    expect(memory.reads.length - readsBefore).toBe(1);
    expect(behind.seqs()).toEqual([1, 2, 5]);
    expect(current.seqs()).toEqual([5]);
    // Nothing new: `changed` with the counts.
    rooms.changed('inv');
    await settle();
    expect(current.sent.at(-1)).toEqual({ type: 'changed', counts: counts(3) });
    // Another invitation's change reads nothing.
    const readsNow = memory.reads.length;
    rooms.changed('other');
    await settle();
    expect(memory.reads.length).toBe(readsNow);
  });

  it('coalesces a storm of changes into one more read, and loses none of its check-ins', async () => {
    const memory = memoryFeed();
    const rooms = createGuestbookRooms(memory.feed);
    const screen = listener();
    rooms.join('inv', screen.listener, 0);
    await settle();
    const readsBefore = memory.reads.length;
    const release = memory.hold();
    memory.add(1);
    rooms.changed('inv');
    await settle();
    for (let seq = 2; seq <= 100; seq++) {
      memory.add(seq);
      rooms.changed('inv');
    }
    release();
    await settle();
    // The held read, then one for all 99 changes that came while it ran.
    expect(memory.reads.length - readsBefore).toBe(2);
    expect(screen.seqs()).toEqual(Array.from({ length: 100 }, (_, n) => n + 1));
  });

  it('never lets a live check-in overtake a joining socket’s catch-up', async () => {
    const memory = memoryFeed();
    memory.add(1, 2);
    const rooms = createGuestbookRooms(memory.feed);
    const first = listener();
    rooms.join('inv', first.listener, 0);
    await settle();
    const release = memory.hold();
    memory.add(3);
    rooms.changed('inv');
    const late = listener();
    rooms.join('inv', late.listener, 0);
    memory.add(4);
    rooms.changed('inv');
    release();
    await settle();
    expect(first.seqs()).toEqual([1, 2, 3, 4]);
    expect(late.sent[0]?.type).toBe('ready');
    expect(late.seqs()).toEqual([1, 2, 3, 4]);
  });

  it('sends only check-ins up to the settled seq; the rest with the next read', async () => {
    const memory = memoryFeed();
    memory.add(1, 2, 3);
    let settled = 2;
    const rooms = createGuestbookRooms({ ...memory.feed, settledSeq: async () => settled });
    const screen = listener();
    rooms.join('inv', screen.listener, 0);
    await settle();
    expect(screen.sent[0]).toMatchObject({ type: 'ready', seq: 2 });
    expect(screen.seqs()).toEqual([1, 2]);
    settled = 3;
    rooms.changed('inv');
    await settle();
    expect(screen.seqs()).toEqual([1, 2, 3]);
  });

  it('reads every room again on resync, and forgets a room whose sockets all left', async () => {
    const memory = memoryFeed();
    const rooms = createGuestbookRooms(memory.feed);
    const a = listener();
    const b = listener();
    const leaveA = rooms.join('inv-a', a.listener, 0);
    rooms.join('inv-b', b.listener, 0);
    await settle();
    memory.add(1);
    rooms.resyncAll();
    await settle();
    expect(a.seqs()).toEqual([1]);
    expect(b.seqs()).toEqual([1]);
    leaveA();
    expect(rooms.size()).toBe(1);
  });

  it('greets a burst of joining sockets from the last read: no read of their own, each its own catch-up', async () => {
    const memory = memoryFeed();
    memory.add(3, 7, 9, 12);
    const rooms = createGuestbookRooms(memory.feed);
    const first = listener();
    rooms.join('inv', first.listener, 0);
    await settle();
    expect([memory.reads.length, memory.countReads.length]).toEqual([1, 1]);
    const burst = Array.from({ length: 60 }, (_, n) => {
      const socket = listener();
      const since = [0, 7, 12][n % 3]!;
      rooms.join('inv', socket.listener, since, n % 4 !== 3);
      return { socket, since, catchUp: n % 4 !== 3 };
    });
    // Greeted at once, from the read the first socket's join made.
    expect([memory.reads.length, memory.countReads.length]).toEqual([1, 1]);
    for (const { socket, since, catchUp } of burst) {
      expect(socket.sent[0]).toEqual({ type: 'ready', seq: 12, counts: counts(4) });
      expect(socket.seqs()).toEqual(catchUp ? [3, 7, 9, 12].filter((seq) => seq > since) : []);
    }
    // Then live, as every socket: one read for all of them.
    memory.add(13);
    rooms.changed('inv');
    await settle();
    expect(memory.reads.length).toBe(2);
    for (const { socket } of burst) expect(socket.seqs().at(-1)).toBe(13);
  });

  it('reads for a joining socket once anything changed since the last read, or its since is before it', async () => {
    const memory = memoryFeed();
    memory.add(3, 7, 9, 12);
    const rooms = createGuestbookRooms(memory.feed);
    rooms.join('inv', listener().listener, 7);
    await settle();
    // Its since is before what the last read holds (check-ins after 7): a read of its own.
    const behind = listener();
    rooms.join('inv', behind.listener, 0);
    await settle();
    expect(memory.reads.map((read) => read.since)).toEqual([7, 0]);
    expect(behind.seqs()).toEqual([3, 7, 9, 12]);
    // A change told: the next joining socket reads again, and sees it.
    memory.add(13);
    rooms.changed('inv');
    await settle();
    const readsBefore = memory.countReads.length;
    const late = listener();
    rooms.join('inv', late.listener, 0);
    await settle();
    expect(memory.countReads.length).toBe(readsBefore + 1);
    expect(late.sent[0]).toEqual({ type: 'ready', seq: 13, counts: counts(5) });
    expect(late.seqs()).toEqual([3, 7, 9, 12, 13]);
  });

  it('never greets from a read a change overtook, nor from one older than shareMs', async () => {
    const memory = memoryFeed();
    memory.add(1, 2);
    const rooms = createGuestbookRooms(memory.feed, { shareMs: 30 });
    const release = memory.hold();
    const first = listener();
    rooms.join('inv', first.listener, 0);
    await settle();
    // Told while the first read runs: that read may have missed it.
    memory.add(3);
    rooms.changed('inv');
    release();
    await settle();
    expect(first.seqs()).toEqual([1, 2, 3]);
    const readsBefore = memory.countReads.length;
    const second = listener();
    rooms.join('inv', second.listener, 0);
    await settle();
    expect(memory.countReads.length).toBe(readsBefore + 1);
    expect(second.seqs()).toEqual([1, 2, 3]);
    // Within shareMs a join is greeted from that read; past it, it reads.
    rooms.join('inv', listener().listener, 0);
    expect(memory.countReads.length).toBe(readsBefore + 1);
    await pause(50);
    rooms.join('inv', listener().listener, 0);
    await settle();
    expect(memory.countReads.length).toBe(readsBefore + 2);
  });

  it('fails a join whose catch-up cannot be read, and reads a change again after a failed read', async () => {
    const memory = memoryFeed();
    let failing = true;
    const errors: unknown[] = [];
    const rooms = createGuestbookRooms(
      {
        ...memory.feed,
        counts: (rootId) => (failing ? Promise.reject(new Error('database down')) : memory.feed.counts(rootId)),
      },
      { retryMs: 10, onError: (error) => errors.push(error) },
    );
    const refused = listener();
    rooms.join('inv', refused.listener, 0);
    await settle();
    expect(refused.failed()).toBe(true);
    expect(refused.sent).toEqual([]);

    failing = false;
    const screen = listener();
    rooms.join('inv', screen.listener, 0);
    await settle();
    failing = true;
    memory.add(1);
    rooms.changed('inv');
    await settle();
    expect(screen.seqs()).toEqual([]);
    failing = false;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.seqs()).toEqual([1]);
    expect(errors.length).toBeGreaterThanOrEqual(2);
  });
});
