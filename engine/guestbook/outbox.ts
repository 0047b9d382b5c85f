import type { DoorCodeFlagPayload } from '../../schemas/requests/door-code-flag';
import type { CheckInPayload, SouvenirHandoutPayload, WalkInPayload } from '../../schemas/requests/guestbook';
import { deskReplacement, goesWithCheckIn, type QueuedDeskWrite } from './desk-outbox';

/*
 * The usher device's outbox (docs/product.md#guestbook): every write made at the door waits here,
 * on the device, until the server has answered it. Each write carries an id made on the device (a
 * check-in's, a walk-in's check-in, a souvenir handout's; an undo has one of its own for the outbox),
 * so sending it again after a lost answer is the same write, never a second one.
 *
 * The rules, pure (the IndexedDB store and the sender are in app/guestbook/offline/):
 * - Writes go in the order they were made (`order`), one at a time: an undo never overtakes the
 *   check-in it undoes, a souvenir never the check-in it goes with.
 * - An id names one write for good: queuing the same write again changes nothing; another write under
 *   an id already queued is refused.
 * - A guest has at most one check-in queued (the page shows them checked in already).
 * - A check-in undone while both are still queued (and the check-in is not being sent at that
 *   moment) cancels out: neither is sent, so the greeting
 *   screen never greets a guest checked in by mistake and the server never holds what no one meant.
 *   A walk-in undone while queued goes with its souvenirs (the guest existed on this device only).
 * - A check-in the server answered `already` (another device came first) never existed: undos of it
 *   still queued are dropped rather than undo the other device's check-in.
 */

type Queued = { id: string; order: number };
export type QueuedCheckIn = Queued & { kind: 'check-in'; payload: CheckInPayload; usher_name: string };
export type QueuedWalkIn = Queued & { kind: 'walk-in'; payload: WalkInPayload; usher_name: string };
export type QueuedUndo = Queued & { kind: 'undo'; check_in_id: string; guest_id: string };
/** `usher_name` and `handed_at` show the usher when it was handed (absent in entries kept by an older build). */
export type QueuedHandout = Queued & {
  kind: 'handout';
  payload: SouvenirHandoutPayload;
  usher_name?: string;
  handed_at?: string;
};
/** A single-use code shown again at the door, flagged by the usher (and when, by whom, for the device). */
export type QueuedCodeFlag = Queued & {
  kind: 'code-flag';
  payload: DoorCodeFlagPayload;
  usher_name: string;
  flagged_at: string;
};
export type OutboxEntry = QueuedCheckIn | QueuedWalkIn | QueuedUndo | QueuedHandout | QueuedCodeFlag | QueuedDeskWrite;

/** An entry before it has its place in the queue. */
export type NewOutboxEntry = OutboxEntry extends infer E ? (E extends OutboxEntry ? Omit<E, 'order'> : never) : never;

export type EnqueueResult =
  | { ok: true; queue: OutboxEntry[]; added: OutboxEntry | null; dropped: string[] }
  | { ok: false; queue: OutboxEntry[]; reason: 'id-taken' | 'already-queued' };

/** The queue in sending order. */
export const inOrder = (queue: readonly OutboxEntry[]): OutboxEntry[] => [...queue].sort((a, b) => a.order - b.order);

/** The next write to send, if any. */
export const nextToSend = (queue: readonly OutboxEntry[]): OutboxEntry | undefined => inOrder(queue)[0];

/** The guest a queued write is about. */
export const guestOf = (entry: OutboxEntry): string =>
  entry.kind === 'undo' ? entry.guest_id : entry.payload.guest_id;

/** JSON with every object's keys sorted: two writes compare by content, whatever order they were built in. */
const stable = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );

/** Two entries are the same write: same kind, same id, same content (the order aside). */
function sameWrite(a: OutboxEntry, b: NewOutboxEntry): boolean {
  const { order: _order, ...queued } = a;
  return stable(queued) === stable(b);
}

const isArrival = (entry: OutboxEntry): entry is QueuedCheckIn | QueuedWalkIn =>
  entry.kind === 'check-in' || entry.kind === 'walk-in';

/**
 * Puts a write in the queue, by the rules above. `inFlight`: the write being sent right now, if any;
 * it may reach the server whatever happens next, so an undo of it is queued, never cancelled out.
 */
export function enqueue(
  queue: readonly OutboxEntry[],
  entry: NewOutboxEntry,
  inFlight: string | null = null,
): EnqueueResult {
  const existing = queue.find((queued) => queued.id === entry.id);
  if (existing) {
    return sameWrite(existing, entry)
      ? { ok: true, queue: [...queue], added: null, dropped: [] }
      : { ok: false, queue: [...queue], reason: 'id-taken' };
  }
  if (entry.kind === 'undo') {
    const arrival = queue.find((queued) => isArrival(queued) && queued.payload.id === entry.check_in_id);
    if (arrival && arrival.id !== inFlight) {
      // The check-in never left the device: both go, and with a walk-in, what was handed to them.
      const dropped = queue
        .filter(
          (queued) =>
            queued === arrival ||
            (arrival.kind === 'walk-in' && queued.kind === 'handout' && queued.payload.guest_id === entry.guest_id) ||
            goesWithCheckIn(queued, {
              id: entry.check_in_id,
              guest_id: entry.guest_id,
              walk_in: arrival.kind === 'walk-in',
            }),
        )
        .map((queued) => queued.id);
      return { ok: true, queue: queue.filter((queued) => !dropped.includes(queued.id)), added: null, dropped };
    }
  }
  if (entry.kind === 'check-in' || entry.kind === 'walk-in') {
    const guestId = entry.payload.guest_id;
    if (
      queue.some((queued) => isArrival(queued) && queued.payload.guest_id === guestId && !undoneInQueue(queue, queued))
    ) {
      return { ok: false, queue: [...queue], reason: 'already-queued' };
    }
  }
  const order = queue.reduce((last, queued) => Math.max(last, queued.order), 0) + 1;
  const desk = deskReplacement(queue, entry, inFlight);
  if (desk) {
    // A newer envelope or check-out takes the place of the one queued (desk-outbox.ts).
    const rest = queue.filter((queued) => !desk.dropped.includes(queued.id));
    const added = desk.queued ? ({ ...entry, order } as OutboxEntry) : null;
    return { ok: true, queue: added ? [...rest, added] : rest, added, dropped: desk.dropped };
  }
  const added = { ...entry, order } as OutboxEntry;
  return { ok: true, queue: [...queue, added], added, dropped: [] };
}

/** Whether an arrival is followed by its undo in the queue (an undo of a check-in already sent). */
function undoneInQueue(queue: readonly OutboxEntry[], arrival: QueuedCheckIn | QueuedWalkIn): boolean {
  return queue.some((queued) => queued.kind === 'undo' && queued.check_in_id === arrival.payload.id);
}

/** What the server did with a write. */
export type Settlement =
  /** Stored, or a retry of one stored: the write is done. */
  | { kind: 'done' }
  /** A check-in that lost to another device's check-in of the same guest. */
  | { kind: 'already' }
  /** Refused for good (a 4xx answer): it leaves the queue, and the usher is told. */
  | { kind: 'refused' };

/**
 * The queue once the server answered the write `id`: the write leaves it; after `already`, so do the
 * undos of that check-in (it never existed). Answers the ids dropped with it.
 */
export function settle(
  queue: readonly OutboxEntry[],
  id: string,
  settlement: Settlement,
): { queue: OutboxEntry[]; dropped: string[] } {
  const entry = queue.find((queued) => queued.id === id);
  if (!entry) return { queue: [...queue], dropped: [] };
  const dropped = queue
    .filter(
      (queued) =>
        queued.id !== id &&
        settlement.kind !== 'done' &&
        isArrival(entry) &&
        ((queued.kind === 'undo' && queued.check_in_id === entry.payload.id) ||
          goesWithCheckIn(queued, { ...entry.payload, walk_in: false })),
    )
    .map((queued) => queued.id);
  return { queue: queue.filter((queued) => queued.id !== id && !dropped.includes(queued.id)), dropped };
}

/** How many check-ins (walk-ins included) are still waiting to be sent. */
export const waitingCheckIns = (queue: readonly OutboxEntry[]): number => queue.filter(isArrival).length;
