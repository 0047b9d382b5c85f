import { GREETING_SECONDS } from '../../schemas/requests/guestbook';
import type { CheckIn } from '../../schemas/responses/guestbook';

/*
 * The hall display's queue of greetings (docs/product.md#greeting-screen), pure: the display feeds it
 * the check-ins its socket hears and the time, and it says whom to greet, for how long, and when to
 * ask again. Each check-in is greeted exactly once, in seq order; `lastSeq`, the last one greeted, is
 * what the display remembers (and sends as the socket's `since`) so a reload or a reconnect catches up
 * from there without greeting anyone twice.
 */

/** What the queue keeps of a check-in. */
export type QueuedCheckIn = Pick<CheckIn, 'id' | 'seq' | 'guest_name' | 'table_name'>;
/** A check-in as heard: one undone (a mistake the usher took back) is not greeted. */
type HeardCheckIn = QueuedCheckIn & Partial<Pick<CheckIn, 'undone'>>;

/** The greeting on screen: since when (ms) and for how long it was told to stay. */
type Shown = { checkIn: QueuedCheckIn; startedAt: number; seconds: number };

export type GreetingQueue = {
  /** The seq of the last check-in greeted (0: none); anything at or below it is never greeted again. */
  lastSeq: number;
  /** Ids of the check-ins greeted lately (a check-in heard twice is greeted once). */
  greetedIds: readonly string[];
  /** Heard, not yet greeted, in seq order. */
  waiting: readonly QueuedCheckIn[];
  current: Shown | null;
};

/** The shortest a greeting gets when guests arrive faster than the screen greets them. */
export const MIN_GREETING_SECONDS = GREETING_SECONDS.min;
/**
 * How far behind the screen may fall: while more guests wait, each greeting is shortened so the
 * one on screen and those waiting fit in this time (never under MIN_GREETING_SECONDS each).
 */
export const CATCH_UP_SECONDS = 30;
/** How many greeted ids the queue keeps (seq catches anything older). */
const GREETED_IDS_KEPT = 200;

export function greetingQueue(lastSeq = 0): GreetingQueue {
  return { lastSeq, greetedIds: [], waiting: [], current: null };
}

/**
 * How long a greeting stays when `waitingAfter` guests wait behind it: the owner's `seconds` while
 * the queue is short, less as it grows (CATCH_UP_SECONDS shared out), MIN_GREETING_SECONDS at least.
 */
export function greetingSeconds(seconds: number, waitingAfter: number): number {
  if (waitingAfter <= 0) return seconds;
  const shared = Math.floor(CATCH_UP_SECONDS / (waitingAfter + 1));
  return Math.max(Math.min(MIN_GREETING_SECONDS, seconds), Math.min(seconds, shared));
}

/** Whether the queue has greeted, is greeting or already holds this check-in. */
function known(queue: GreetingQueue, checkIn: QueuedCheckIn): boolean {
  return (
    checkIn.seq <= queue.lastSeq ||
    queue.greetedIds.includes(checkIn.id) ||
    queue.waiting.some((waiting) => waiting.id === checkIn.id || waiting.seq === checkIn.seq)
  );
}

/**
 * The queue with a check-in heard: kept in seq order, unless it was greeted or is waiting already,
 * or was undone.
 */
export function enqueue(queue: GreetingQueue, checkIn: HeardCheckIn): GreetingQueue {
  if (checkIn.undone === true || known(queue, checkIn)) return queue;
  const { id, seq, guest_name, table_name } = checkIn;
  const waiting = [...queue.waiting, { id, seq, guest_name, table_name }].sort((a, b) => a.seq - b.seq);
  return { ...queue, waiting };
}

/** When the greeting on screen ends (ms), shortened as guests wait behind it. */
function endOf(shown: Shown, seconds: number, waiting: number): number {
  return shown.startedAt + Math.min(shown.seconds, greetingSeconds(seconds, waiting)) * 1000;
}

export type Step = {
  queue: GreetingQueue;
  /** The guest to greet now, for `seconds`; null: the screen keeps what it shows. */
  greet: { checkIn: QueuedCheckIn; seconds: number } | null;
  /** When to step again (ms), or null: nothing to do until a check-in is heard. */
  nextAt: number | null;
};

/**
 * The queue at `now` (ms) with the owner's `seconds`: the greeting on screen ends once its time is
 * up (sooner when guests wait behind it), then the next waiting guest is greeted and becomes the
 * last greeted.
 */
export function step(queue: GreetingQueue, now: number, seconds: number): Step {
  const { current, waiting } = queue;
  if (current) {
    const end = endOf(current, seconds, waiting.length);
    if (now < end) return { queue, greet: null, nextAt: end };
  }
  const [next, ...rest] = waiting;
  if (!next) return { queue: { ...queue, current: null }, greet: null, nextAt: null };
  const shown = { checkIn: next, startedAt: now, seconds: greetingSeconds(seconds, rest.length) };
  return {
    queue: {
      lastSeq: Math.max(queue.lastSeq, next.seq),
      greetedIds: [...queue.greetedIds, next.id].slice(-GREETED_IDS_KEPT),
      waiting: rest,
      current: shown,
    },
    greet: { checkIn: next, seconds: shown.seconds },
    nextAt: now + shown.seconds * 1000,
  };
}
