import type { Member } from './hub-room-members';
import type { RoomRead } from './hub-room-read';

/**
 * What a read of a room found, kept to greet the sockets that join after it: the live check-ins
 * after `from` (up to `settled`), the counts and the latest seq. It holds while the room's
 * `generation` is the one the read began in, that is while no change was told since (a change
 * counted only after the read began comes with its own notification, which reads again for every
 * socket, those greeted from here too), and for `shareMs` at most.
 */
export type Shared = RoomRead & { generation: number; readAt: number };

/**
 * An invitation's open sockets and its one line of work: joins waiting for their catch-up, and
 * `dirty` when something changed since the last read. One step at a time, so sends never interleave.
 * `generation` counts the changes told; `shared` is the last read joins may be greeted from.
 */
export type Room = {
  members: Set<Member>;
  joining: Member[];
  dirty: boolean;
  running: boolean;
  generation: number;
  shared?: Shared;
  retry?: NodeJS.Timeout;
};

export const newRoom = (): Room => ({ members: new Set(), joining: [], dirty: false, running: false, generation: 0 });

/** The room's last read, if a joining socket may be greeted from it (nothing changed since, its `since` within it). */
export function sharedFor(room: Room, member: Member, shareMs: number): Shared | undefined {
  const { shared } = room;
  if (!shared || shared.generation !== room.generation || Date.now() - shared.readAt > shareMs) return undefined;
  return !member.catchUp || member.lastSeq >= shared.from ? shared : undefined;
}

/** Something may have changed: every socket is read for again, and no later join is greeted from an earlier read. */
export function touch(room: Room): void {
  room.dirty = true;
  room.generation++;
  room.shared = undefined;
}

export type RoomWorkOptions = {
  /** One step of a room's work: the joins taken from its queue, and whether it was dirty. */
  step: (rootId: string, room: Room, joining: Member[], dirty: boolean) => Promise<void>;
  /** After a failed read, the room reads again this much later. */
  retryMs: number;
  onError?: (error: unknown) => void;
  closed: () => boolean;
  /** A room's work ended: it may be forgotten, when no socket is left. */
  idle: (rootId: string, room: Room) => void;
};

/**
 * The rooms' lines of work: `kick` runs a room's steps one at a time while joins wait or it is
 * dirty, so sends never interleave and changes told during a step make one more step after it. A
 * step that fails fails its joining sockets (they reconnect) and, when it was a change, is read
 * again `retryMs` later.
 */
export function roomWork({ step, retryMs, onError, closed, idle }: RoomWorkOptions) {
  const run = async (rootId: string, room: Room) => {
    room.running = true;
    try {
      while (!closed() && (room.dirty || room.joining.length)) {
        const joining = room.joining.splice(0);
        const dirty = room.dirty;
        room.dirty = false;
        try {
          await step(rootId, room, joining, dirty);
        } catch (error) {
          onError?.(error);
          joining.forEach((member) => member.listener.fail());
          if (dirty) retryLater(rootId, room);
        }
      }
    } finally {
      room.running = false;
      idle(rootId, room);
    }
  };

  const kick = (rootId: string, room: Room) => {
    if (!room.running && !closed()) void run(rootId, room);
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

  return { kick };
}
