import { GREETING_SECONDS } from '../../schemas/requests/guestbook';
import type { CheckIn } from '../../schemas/responses/guestbook';
import { CATCH_UP_SECONDS, planGreetings, type PlannedGreeting, type QueuedCheckIn } from './greeting-plan';

/*
 * The hall display's queue of greetings (docs/product.md#greeting-screen), pure: the display feeds it
 * the check-ins its socket hears and the time, and it says whom to greet (one greeting may name a
 * family, or several arrivals while the queue is long: greeting-plan.ts), for how long, and when to
 * ask again. Each check-in is greeted once or, when it waited longer than the owner's limit, skipped
 * (counted and logged, never lost silently). `lastSeq` is what the display remembers (and sends as
 * the socket's `since`) so a reload or a reconnect catches up from there without greeting anyone twice.
 */

export type { QueuedCheckIn } from './greeting-plan';
export { CATCH_UP_SECONDS } from './greeting-plan';

/** A check-in as heard: one undone (a mistake the usher took back) is not greeted. */
export type HeardCheckIn = Pick<CheckIn, 'id' | 'seq' | 'guest_name' | 'table_name' | 'checked_in_at'> &
  Partial<Pick<CheckIn, 'undone' | 'vip' | 'guest_group'>>;

/** The greeting on screen: since when (ms) and for how long it was told to stay. */
export type ShownGreeting = PlannedGreeting & { startedAt: number; seconds: number };

/** A line of the display's log: a guest greeted or skipped, when they checked in and when that was (ms). */
export type GreetingLogEntry = {
  seq: number;
  name: string;
  checkedInAt: number;
  at: number;
  outcome: 'greeted' | 'skipped';
};

export type GreetingQueue = {
  /** Every check-in at or below this seq was greeted or skipped; anything at or below it is never greeted again. */
  lastSeq: number;
  /** The highest seq greeted or skipped (above `lastSeq` while a VIP was greeted ahead of others). */
  handledSeq: number;
  /** Ids of the check-ins greeted or skipped lately (a check-in heard twice is greeted once). */
  greetedIds: readonly string[];
  /** Heard, not yet greeted, in seq order. */
  waiting: readonly QueuedCheckIn[];
  current: ShownGreeting | null;
  /** The latest greeted and skipped guests, oldest first (LOG_KEPT at most). */
  log: readonly GreetingLogEntry[];
  /** Guests greeted and skipped since the display opened. */
  greeted: number;
  skipped: number;
  /** Seconds the last greeting shown had waited: from its first check-in to coming on screen. */
  lastDelaySeconds: number;
};

/** What the owner's settings and the layout ask of the queue. */
export type GreetingRules = {
  /** The owner's seconds for a greeting while nobody waits. */
  seconds: number;
  /** A check-in still waiting this long after it was made is skipped. */
  maxAgeSeconds: number;
  /** Names one greeting may hold (the layout's, engine/chrome/greeting-capacity.ts). */
  capacity: number;
  /** How far behind the screen may fall (CATCH_UP_SECONDS when not given). */
  catchUpSeconds?: number;
};

/** The shortest a greeting gets when guests arrive faster than the screen greets them (a combined one counts once). */
export const MIN_GREETING_SECONDS = GREETING_SECONDS.min;
/** How many greeted ids the queue keeps (seq catches anything older). */
const GREETED_IDS_KEPT = 500;
/** How many lines the log keeps: a whole wedding's guests. */
export const LOG_KEPT = 2_000;

export function greetingQueue(lastSeq = 0): GreetingQueue {
  return {
    lastSeq,
    handledSeq: lastSeq,
    greetedIds: [],
    waiting: [],
    current: null,
    log: [],
    greeted: 0,
    skipped: 0,
    lastDelaySeconds: 0,
  };
}

/**
 * How long a greeting stays when `waitingAfter` greetings wait behind it: the owner's `seconds` while
 * the queue is short, less as it grows (`catchUpSeconds` shared out), MIN_GREETING_SECONDS at least.
 */
export function greetingSeconds(seconds: number, waitingAfter: number, catchUpSeconds = CATCH_UP_SECONDS): number {
  if (waitingAfter <= 0) return seconds;
  const shared = Math.floor(catchUpSeconds / (waitingAfter + 1));
  return Math.max(Math.min(MIN_GREETING_SECONDS, seconds), Math.min(seconds, shared));
}

/** Whether the queue has greeted or skipped, is greeting or already holds this check-in. */
function known(queue: GreetingQueue, checkIn: HeardCheckIn): boolean {
  return (
    checkIn.seq <= queue.lastSeq ||
    queue.greetedIds.includes(checkIn.id) ||
    queue.waiting.some((waiting) => waiting.id === checkIn.id || waiting.seq === checkIn.seq)
  );
}

/**
 * The queue with a check-in heard at `now` (ms): kept in seq order, unless it was greeted or is
 * waiting already, or was undone. Its check-in time counts as `now` when the usher's clock was ahead.
 */
export function enqueue(queue: GreetingQueue, checkIn: HeardCheckIn, now: number): GreetingQueue {
  if (checkIn.undone === true || known(queue, checkIn)) return queue;
  const made = Date.parse(checkIn.checked_in_at);
  const queued: QueuedCheckIn = {
    id: checkIn.id,
    seq: checkIn.seq,
    guest_name: checkIn.guest_name,
    table_name: checkIn.table_name,
    at: Number.isFinite(made) ? Math.min(made, now) : now,
    vip: checkIn.vip === true,
    group: checkIn.guest_group?.trim() || null,
  };
  const waiting = [...queue.waiting, queued].sort((a, b) => a.seq - b.seq);
  return { ...queue, waiting };
}

/** The queue with `handled` greeted or skipped at `now`: out of the waiting, into the log, counted. */
function handle(
  queue: GreetingQueue,
  handled: readonly QueuedCheckIn[],
  outcome: GreetingLogEntry['outcome'],
  now: number,
): GreetingQueue {
  if (!handled.length) return queue;
  const ids = new Set(handled.map((checkIn) => checkIn.id));
  const waiting = queue.waiting.filter((checkIn) => !ids.has(checkIn.id));
  const highest = Math.max(queue.handledSeq, ...handled.map((checkIn) => checkIn.seq));
  // A VIP greeted ahead of those before it: the seq remembered stays below the first still waiting.
  const lastSeq = waiting.length ? Math.max(queue.lastSeq, Math.min(highest, waiting[0]!.seq - 1)) : highest;
  const lines = handled.map(({ seq, guest_name, at }) => ({
    seq,
    name: guest_name,
    checkedInAt: at,
    at: now,
    outcome,
  }));
  return {
    ...queue,
    lastSeq,
    handledSeq: highest,
    greetedIds: [...queue.greetedIds, ...ids].slice(-GREETED_IDS_KEPT),
    waiting,
    log: [...queue.log, ...lines].slice(-LOG_KEPT),
    greeted: queue.greeted + (outcome === 'greeted' ? handled.length : 0),
    skipped: queue.skipped + (outcome === 'skipped' ? handled.length : 0),
  };
}

/** The queue without the check-ins that waited more than the owner's limit at `now`: skipped. */
function skipStale(queue: GreetingQueue, now: number, maxAgeSeconds: number): GreetingQueue {
  const stale = queue.waiting.filter((checkIn) => now - checkIn.at > maxAgeSeconds * 1000);
  return handle(queue, stale, 'skipped', now);
}

export type Step = {
  queue: GreetingQueue;
  /** The greeting to show now, for `seconds`; null: the screen keeps what it shows. */
  greet: (PlannedGreeting & { seconds: number }) | null;
  /** When to step again (ms), or null: nothing to do until a check-in is heard. */
  nextAt: number | null;
};

/**
 * The queue at `now` (ms): the greeting on screen ends once its time is up (sooner when greetings
 * wait behind it); then those waiting past the limit are skipped, and the next greeting is shown.
 */
export function step(queue: GreetingQueue, now: number, rules: GreetingRules): Step {
  const { seconds, capacity, catchUpSeconds = CATCH_UP_SECONDS } = rules;
  const { current } = queue;
  if (current) {
    const waitingGreetings = planGreetings(queue.waiting, seconds, capacity, catchUpSeconds).length;
    const shortened = greetingSeconds(seconds, waitingGreetings, catchUpSeconds);
    const end = current.startedAt + Math.min(current.seconds, shortened) * 1000;
    if (now < end) return { queue, greet: null, nextAt: end };
  }
  const fresh = skipStale(queue, now, rules.maxAgeSeconds);
  const [next, ...after] = planGreetings(fresh.waiting, seconds, capacity, catchUpSeconds);
  if (!next) return { queue: { ...fresh, current: null }, greet: null, nextAt: null };
  const shown: ShownGreeting = {
    ...next,
    startedAt: now,
    seconds: greetingSeconds(seconds, after.length, catchUpSeconds),
  };
  const greeted = handle(fresh, next.checkIns, 'greeted', now);
  const firstAt = Math.min(...next.checkIns.map((checkIn) => checkIn.at));
  return {
    queue: { ...greeted, current: shown, lastDelaySeconds: Math.max(0, (now - firstAt) / 1000) },
    greet: { ...next, seconds: shown.seconds },
    nextAt: now + shown.seconds * 1000,
  };
}

/**
 * How far behind the screen is at `now`, in whole seconds: the age of the oldest greeting waiting,
 * or, with none waiting, how long the last one shown had waited.
 */
export function lagSeconds(queue: GreetingQueue, now: number): number {
  const oldest = queue.waiting.reduce((min, checkIn) => Math.min(min, checkIn.at), Infinity);
  return Math.round(Number.isFinite(oldest) ? Math.max(0, now - oldest) / 1000 : queue.lastDelaySeconds);
}
