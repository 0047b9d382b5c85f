import type { GuestbookServerMessage } from '../../../schemas/realtime/guestbook-messages';
import { newRoom, roomWork, sharedFor, touch, type Room } from './hub-room';
import { deliver, welcome, type GuestbookListener, type Member } from './hub-room-members';
import { readRoom, type GuestbookFeed } from './hub-room-read';

export type { GuestbookFeed, GuestbookListener };

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

  const step = async (rootId: string, room: Room, joining: Member[], dirty: boolean) => {
    const targets = dirty ? [...room.members] : [];
    if (!targets.length && !joining.length) return;
    const generation = room.generation;
    const readAt = Date.now();
    // Who is sent check-ins from this read: a joining socket that asked no catch-up is not.
    const readers = [...targets, ...joining.filter((m) => m.catchUp)].map((m) => m.lastSeq);
    const read = await readRoom(feed, rootId, readers, joining.length > 0, pageSize);
    // A read that knows the latest seq (one for joining sockets) may greet the next ones, while it holds.
    if (joining.length && room.generation === generation) room.shared = { generation, readAt, ...read };
    if (!closed) deliver(room.members, read, joining, targets);
  };

  const drop = (rootId: string, room: Room) => {
    if (room.running || room.members.size || room.joining.length) return;
    clearTimeout(room.retry);
    if (rooms.get(rootId) === room) rooms.delete(rootId);
  };

  const { kick } = roomWork({ step, retryMs, onError: options.onError, closed: () => closed, idle: drop });

  return {
    /**
     * Adds a socket to an invitation's room: it gets `ready`, every check-in after `since` (none
     * when `catchUp` is false), then each new one. Returns its leave (call it when the socket closes).
     */
    join(rootId: string, listener: GuestbookListener, since: number, catchUp = true): () => void {
      let room = rooms.get(rootId);
      if (!room) {
        room = newRoom();
        rooms.set(rootId, room);
      }
      const member: Member = { listener, lastSeq: since, catchUp, left: false };
      const shared = closed ? undefined : sharedFor(room, member, shareMs);
      if (shared) welcome(room.members, member, shared);
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
    /** A message that is no check-in (a door prize winner) to every socket of the invitation's room now. */
    broadcast(rootId: string, message: GuestbookServerMessage): void {
      for (const member of rooms.get(rootId)?.members ?? []) member.listener.send(message);
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
