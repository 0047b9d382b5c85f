/**
 * `npx tsx scripts/bench-greeting-rush.ts`: the hall's greeting screen under a wedding's rush
 * (docs/product.md#greeting-screen), driving the real greeting queue (engine/guestbook/greeting-queue.ts)
 * on a simulated clock. 300 guests: families and groups of 2 to 6 (their members checked in within
 * a minute of each other) and guests alone; 60% arrive within a 6-minute peak, the rest spread over
 * 20 minutes; a few VIPs. Default settings (10 s a greeting, stale after 120 s). Prints the greeting
 * delay (check-in to the name on screen) p50/p95/max and the share greeted and skipped, for each
 * layout's number of names, against the first screen's behaviour (one name at a time, nobody skipped).
 * BENCH_SEED (default 42) varies the crowd; BENCH_RUNS (default 20) crowds are run, their figures pooled.
 */
import { GREETING_NAMES_PER_LAYOUT } from '../engine/chrome/greeting-capacity';
import {
  enqueue,
  greetingQueue,
  step,
  type GreetingQueue,
  type GreetingRules,
  type HeardCheckIn,
} from '../engine/guestbook/greeting-queue';
import { GUESTBOOK_SETTINGS_DEFAULTS, GREETING_MAX_AGE_SECONDS } from '../schemas/requests/guestbook';

const GUESTS = 300;
const PEAK_SHARE = 0.6;
const PEAK_SECONDS = 6 * 60;
const DAY_SECONDS = 20 * 60;
const VIPS = 6;
/** The first screen shared 30 s out between the greetings waiting. */
const FIRST_CATCH_UP_SECONDS = 30;
/** What the socket takes from the usher's tap to the screen. */
const HEARD_AFTER_MS = 300;
const seed = Number(process.env.BENCH_SEED ?? 42);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 20));

/** mulberry32: the same crowd for the same seed. */
function random(seedValue: number) {
  let state = seedValue >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The day's check-ins in seq order: arrivals (families together) in the peak or spread over the day. */
function crowd(rand: () => number): HeardCheckIn[] {
  const arrivals: { at: number; group: string | null; vip: boolean }[] = [];
  for (let unit = 0; arrivals.length < GUESTS; unit += 1) {
    const size = rand() < 0.45 ? Math.min(GUESTS - arrivals.length, 2 + Math.floor(rand() * 5)) : 1;
    const start = (rand() < PEAK_SHARE ? 300 + rand() * PEAK_SECONDS : rand() * DAY_SECONDS) * 1000;
    for (let member = 0; member < size; member += 1) {
      arrivals.push({
        at: start + (member ? rand() * 60_000 : 0),
        group: size > 1 ? `Grup ${unit}` : null,
        vip: false,
      });
    }
  }
  for (let vip = 0; vip < VIPS; vip += 1) arrivals[Math.floor(rand() * arrivals.length)]!.vip = true;
  return arrivals
    .sort((a, b) => a.at - b.at)
    .map((arrival, index) => ({
      id: `guest-${index + 1}`,
      seq: index + 1,
      guest_name: `Tamu ${index + 1}`,
      table_name: null,
      checked_in_at: new Date(arrival.at).toISOString(),
      vip: arrival.vip,
      guest_group: arrival.group,
    }));
}

type Outcome = { delays: number[]; skipped: number; greetings: number };

/** Runs the queue as the display does: each check-in heard, a step then and whenever the queue asks. */
function simulate(checkIns: HeardCheckIn[], rules: GreetingRules): Outcome {
  let queue: GreetingQueue = greetingQueue();
  let nextAt: number | null = null;
  const delays: number[] = [];
  let greetings = 0;
  const pending = checkIns.map((checkIn) => ({ at: Date.parse(checkIn.checked_in_at) + HEARD_AFTER_MS, checkIn }));
  const apply = (now: number) => {
    const result = step(queue, now, rules);
    queue = result.queue;
    nextAt = result.nextAt;
    if (!result.greet) return;
    greetings += 1;
    for (const shown of result.greet.checkIns) delays.push((now - shown.at) / 1000);
  };
  for (;;) {
    const [upcoming] = pending;
    if (upcoming && (nextAt === null || upcoming.at <= nextAt)) {
      pending.shift();
      queue = enqueue(queue, upcoming.checkIn, upcoming.at);
      apply(upcoming.at);
    } else if (nextAt !== null) apply(nextAt);
    else break;
  }
  return { delays, skipped: queue.skipped, greetings };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;

function report(label: string, outcomes: Outcome[]) {
  const delays = outcomes.flatMap((outcome) => outcome.delays).sort((a, b) => a - b);
  const skipped = outcomes.reduce((sum, outcome) => sum + outcome.skipped, 0);
  const greetings = outcomes.reduce((sum, outcome) => sum + outcome.greetings, 0) / outcomes.length;
  const total = delays.length + skipped;
  const fixed = (value: number) => value.toFixed(1).padStart(6);
  console.log(
    `${label.padEnd(44)} p50 ${fixed(percentile(delays, 50))} s  p95 ${fixed(percentile(delays, 95))} s  ` +
      `max ${fixed(delays.at(-1) ?? NaN)} s  greeted ${((100 * delays.length) / total).toFixed(1).padStart(5)}%  ` +
      `skipped ${((100 * skipped) / total).toFixed(1).padStart(5)}%  greetings/run ${greetings.toFixed(0)}`,
  );
}

const crowds = Array.from({ length: runs }, (_, run) => crowd(random(seed + run)));
const seconds = GUESTBOOK_SETTINGS_DEFAULTS.greeting_seconds;
const maxAgeSeconds = GUESTBOOK_SETTINGS_DEFAULTS.greeting_max_age_seconds ?? GREETING_MAX_AGE_SECONDS.default;
/** The first screen: one name at a time in seq order (no groups, no VIP first), nobody skipped, 30 s shared out. */
const firstScreen = crowds.map((checkIns) =>
  checkIns.map((checkIn) => ({ ...checkIn, vip: false, guest_group: null })),
);

console.log(
  `Greeting screen rush: ${GUESTS} guests, ${PEAK_SHARE * 100}% within ${PEAK_SECONDS / 60} min, the rest over ` +
    `${DAY_SECONDS / 60} min, families of 2-6 within a minute, ${VIPS} VIPs; ${seconds} s a greeting, ` +
    `skipped after ${maxAgeSeconds} s; ${runs} crowds (seed ${seed}). Delay: check-in to the name on screen.`,
);
report(
  'one at a time, never skipped (before)',
  firstScreen.map((checkIns) =>
    simulate(checkIns, { seconds, maxAgeSeconds: Infinity, capacity: 1, catchUpSeconds: FIRST_CATCH_UP_SECONDS }),
  ),
);
for (const [layout, capacity] of Object.entries(GREETING_NAMES_PER_LAYOUT)) {
  report(
    `grouped, up to ${capacity} names (${layout})`,
    crowds.map((checkIns) => simulate(checkIns, { seconds, maxAgeSeconds, capacity })),
  );
}
report(
  'grouped, up to 4 names, never skipped',
  crowds.map((checkIns) => simulate(checkIns, { seconds, maxAgeSeconds: Infinity, capacity: 4 })),
);
