import type { GuestbookServerMessage } from '../../../schemas/realtime/guestbook-messages';
import type { CheckIn, GuestbookCounts } from '../../../schemas/responses/guestbook';

/** What the hub reads of a guestbook (server/services/guestbook/*, bound to the database). */
export type GuestbookFeed = {
  /** The live check-ins with seq > `since`, ascending, at most `limit`. */
  checkInsSince: (rootId: string, since: number, limit: number) => Promise<CheckIn[]>;
  counts: (rootId: string) => Promise<GuestbookCounts>;
  /** The latest check-in's seq (0: none). */
  latestSeq: (rootId: string) => Promise<number>;
  /**
   * A seq up to which every check-in is committed or never will be, read before the check-ins
   * (hub-settled.ts); those above it wait for the next read. None: every seq is (a database
   * of one connection, PGlite, commits in seq order).
   */
  settledSeq?: () => Promise<number>;
};

/** One open socket of a guestbook, as the rooms see it. */
export type GuestbookListener = {
  send: (message: GuestbookServerMessage) => void;
  /** The rooms could not serve it (its catch-up failed): closed so that the client reconnects and asks again. */
  fail: () => void;
};

export type GuestbookRoomsOptions = {
  /** Check-ins read per query (a long catch-up reads page after page). */
  pageSize?: number;
  /** After a failed read, the room reads again this much later. */
  retryMs?: number;
  /**
   * How long a joining socket may be greeted from the room's last read instead of a read of its own,
   * while nothing changed since that read began (see `Shared`).
   */
  shareMs?: number;
  onError?: (error: unknown) => void;
};

/** `catchUp` false: the socket wants only what comes after its `ready`, none of the check-ins before. */
type Member = { listener: GuestbookListener; lastSeq: number; catchUp: boolean; left: boolean };

/**
 * What a read of a room found, kept to greet the sockets that join after it: the live check-ins
 * after `from` (up to `settled`), the counts and the latest seq. It holds while the room's
 * `generation` is the one the read began in, that is while no change was told since (a change
 * counted only after the read began comes with its own notification, which reads again for every
 * socket, those greeted from here too), and for `shareMs` at most.
 */
type Shared = {
  generation: number;
  readAt: number;
  from: number;
  rows: CheckIn[];
  counts: GuestbookCounts;
  latest: number;
  settled: number;
};

/**
 * An invitation's open sockets and its one line of work: joins waiting for their catch-up, and
 * `dirty` when something changed since the last read. One step at a time, so sends never interleave.
 * `generation` counts the changes told; `shared` is the last read joins may be greeted from.
 */
type Room = {
  members: Set<Member>;
  joining: Member[];
  dirty: boolean;
  running: boolean;
  generation: number;
  shared?: Shared;
  retry?: NodeJS.Timeout;
};

export type GuestbookRooms = ReturnType<typeof createGuestbookRooms>;

/**
 * The guestbook's fan-out (docs/product.md#guestbook), per invitation with open sockets: it keeps
 * the last seq each socket was sent, and on a change reads the new check-ins once for all of them
 * (from the smallest seq any of them has), then sends each socket the ones it has not had, in seq
 * order, each with the fresh counts; a socket with nothing new gets `changed`. A joining socket gets
 * `ready` and its catch-up (every check-in after its `since`) in the same line of work, so no live
 * check-in overtakes its catch-up; one that asks no catch-up gets `ready` alone and then only what
 * comes after the seq `ready` names. Changes that come while a read runs are coalesced into one more
 * read after it: at most one read per invitation at a time, one more waiting, whatever the storm.
 * Only check-ins up to the feed's settled seq are sent, so none is skipped for one committed later
 * with a lower seq. Sockets that join in a burst (every screen and usher device greeting again after
 * the hall's Wi-Fi or the server comes back) are greeted from the room's last read while nothing
 * changed since it began and their `since` is within what it read: a few reads for the whole burst,
 * not one per socket (on PGlite every query waits for the one before it).
 */
export function createGuestbookRooms(feed: GuestbookFeed, options: GuestbookRoomsOptions = {}) {
  const pageSize = options.pageSize ?? 500;
  const retryMs = options.retryMs ?? 1_000;
  const shareMs = options.shareMs ?? 5_000;
  const rooms = new Map<string, Room>();
  let closed = false;

  /** Every live check-in after `since`, page after page. */
  const allSince = async (rootId: string, since: number) => {
    const all: CheckIn[] = [];
    for (let from = since; ;) {
      const page = await feed.checkInsSince(rootId, from, pageSize);
      all.push(...page);
      if (page.length < pageSize) return all;
      from = page[page.length - 1]!.seq;
    }
  };

  /** Sends the member the check-ins after its last seq, in order; how many it sent. */
  const sendNew = (member: Member, rows: CheckIn[], counts: GuestbookCounts) => {
    let sent = 0;
    for (const row of rows) {
      if (row.seq <= member.lastSeq) continue;
      member.listener.send({ type: 'check-in', check_in: row, counts });
      member.lastSeq = row.seq;
      sent++;
    }
    return sent;
  };

  /** A joining socket greeted from a read: `ready`, its catch-up (unless it asked none), then a member. */
  const welcome = (room: Room, member: Member, read: Omit<Shared, 'generation' | 'readAt'>) => {
    const { rows, counts, latest, settled } = read;
    const newest = rows.length ? rows[rows.length - 1]!.seq : 0;
    const seq = Math.max(member.lastSeq, Math.min(Math.max(latest, newest), settled));
    member.listener.send({ type: 'ready', seq, counts });
    if (member.catchUp) sendNew(member, rows, counts);
    else member.lastSeq = seq;
    room.members.add(member);
  };

  /** The room's last read, if a joining socket may be greeted from it (nothing changed since, its `since` within it). */
  const sharedFor = (room: Room, member: Member): Shared | undefined => {
    const { shared } = room;
    if (!shared || shared.generation !== room.generation || Date.now() - shared.readAt > shareMs) return undefined;
    return !member.catchUp || member.lastSeq >= shared.from ? shared : undefined;
  };

  const step = async (rootId: string, room: Room, joining: Member[], dirty: boolean) => {
    const targets = dirty ? [...room.members] : [];
    if (!targets.length && !joining.length) return;
    const generation = room.generation;
    const readAt = Date.now();
    // Who is sent check-ins from this read: a joining socket that asked no catch-up is not.
    const readers = [...targets, ...joining.filter((m) => m.catchUp)];
    const from = Math.min(...readers.map((m) => m.lastSeq));
    // Before the read: a check-in committed after it, with a lower seq than one read, is not skipped.
    const settled = feed.settledSeq ? await feed.settledSeq() : Infinity;
    const [read, counts, latest] = await Promise.all([
      readers.length ? allSince(rootId, from) : [],
      feed.counts(rootId),
      joining.length ? feed.latestSeq(rootId) : 0,
    ]);
    const rows = read.filter((row) => row.seq <= settled);
    // A read that knows the latest seq (one for joining sockets) may greet the next ones, while it holds.
    if (joining.length && room.generation === generation) {
      room.shared = { generation, readAt, from, rows, counts, latest, settled };
    }
    for (const member of joining) {
      if (member.left || closed) continue;
      welcome(room, member, { from, rows, counts, latest, settled });
    }
    for (const member of targets) {
      if (member.left || closed) continue;
      if (sendNew(member, rows, counts) === 0) member.listener.send({ type: 'changed', counts });
    }
  };

  const drop = (rootId: string, room: Room) => {
    if (room.running || room.members.size || room.joining.length) return;
    clearTimeout(room.retry);
    if (rooms.get(rootId) === room) rooms.delete(rootId);
  };

  const run = async (rootId: string, room: Room) => {
    room.running = true;
    try {
      while (!closed && (room.dirty || room.joining.length)) {
        const joining = room.joining.splice(0);
        const dirty = room.dirty;
        room.dirty = false;
        try {
          await step(rootId, room, joining, dirty);
        } catch (error) {
          options.onError?.(error);
          joining.forEach((member) => member.listener.fail());
          if (dirty) retryLater(rootId, room);
        }
      }
    } finally {
      room.running = false;
      drop(rootId, room);
    }
  };

  /** Something may have changed: every socket is read for again, and no later join is greeted from an earlier read. */
  const touch = (room: Room) => {
    room.dirty = true;
    room.generation++;
    room.shared = undefined;
  };

  const kick = (rootId: string, room: Room) => {
    if (!room.running && !closed) void run(rootId, room);
  };

  const retryLater = (rootId: string, room: Room) => {
    if (room.retry) return;
    room.retry = setTimeout(() => {
      room.retry = undefined;
      touch(room);
      kick(rootId, room);
    }, retryMs);
    room.retry.unref();
  };

  return {
    /**
     * Adds a socket to an invitation's room: it gets `ready`, every check-in after `since` (none
     * when `catchUp` is false), then each new one. Returns its leave (call it when the socket closes).
     */
    join(rootId: string, listener: GuestbookListener, since: number, catchUp = true): () => void {
      let room = rooms.get(rootId);
      if (!room) {
        room = { members: new Set(), joining: [], dirty: false, running: false, generation: 0 };
        rooms.set(rootId, room);
      }
      const member: Member = { listener, lastSeq: since, catchUp, left: false };
      const shared = closed ? undefined : sharedFor(room, member);
      if (shared) welcome(room, member, shared);
      else {
        room.joining.push(member);
        kick(rootId, room);
      }
      const joined = room;
      return () => {
        member.left = true;
        joined.members.delete(member);
        const waiting = joined.joining.indexOf(member);
        if (waiting >= 0) joined.joining.splice(waiting, 1);
        drop(rootId, joined);
      };
    },
    /** Something of the invitation's guestbook changed (its notification): its sockets are told. */
    changed(rootId: string): void {
      const room = rooms.get(rootId);
      if (!room) return;
      touch(room);
      kick(rootId, room);
    },
    /** Every room reads again (notifications may have been missed while the listener was down). */
    resyncAll(): void {
      for (const [rootId, room] of rooms) {
        touch(room);
        kick(rootId, room);
      }
    },
    /** How many invitations have open sockets (for tests). */
    size: () => rooms.size,
    close(): void {
      closed = true;
      for (const room of rooms.values()) clearTimeout(room.retry);
      rooms.clear();
    },
  };
}
