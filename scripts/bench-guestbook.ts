/**
 * `npm run bench:guestbook`: the venue's busiest minutes through the real API and websocket. Starts
 * the app on 127.0.0.1 with the embedded PGlite in a temporary folder, registers an owner, creates a
 * luxury invitation with the guestbook on and BENCH_GUESTS (default 500) guests, opens a greeting
 * screen's websocket, and lets 4 usher devices (each its own usher access code, traded for an usher
 * token) check every guest in at once over POST …/guestbook/check-in, each device one call at a time
 * as a phone does. Some guests are deliberately checked in by two devices (the second must be
 * answered `already`), and some calls are sent twice with the same id (a retry: `same`), half of them
 * while the first is still on its way. Prints the check-in to greeting latency (from sending the
 * POST to the screen's socket receiving that check-in) p50/p95/max, the throughput, the check-ins
 * lost (answered `created` but never greeted) and doubled (greeted twice), the duplicates and retries
 * answered as they should be, and the server's own count, each beside its goal.
 *
 * BENCH_DATABASE_URL: also runs it on that PostgreSQL database (the migrations create its tables),
 * with two server processes: the screen on the first, the devices split between both, so half the
 * check-ins reach the screen through PostgreSQL's LISTEN/NOTIFY. BENCH_PORT (default 3906) is the
 * first port. Exits 1 when a goal is missed. No web app is built: the API answers alone.
 */
import WebSocket from 'ws';
import {
  GUESTBOOK_SOCKET_PATH,
  type GuestbookHello,
  type GuestbookServerMessage,
} from '../schemas/realtime/guestbook-messages';
import type { CheckInResult, GuestbookCounts } from '../schemas/responses/guestbook';
import { apiData } from './bench/api-call';
import { median } from './bench/goal-table';
import { guestbookInvitation } from './bench/guestbook-invitation';
import { apiOnlyServers } from './start-process';

const GUESTS = Number(process.env.BENCH_GUESTS ?? 500);
const DEVICES = 4;
/** Guests a second device also checks in (each must be answered `already` once). */
const DUPLICATES = Math.round(GUESTS / 25);
/** Check-ins sent again with the same id (each must be answered `same`). */
const RETRIES = Math.round(GUESTS / 25);
/** How long the screen may still wait for greetings after the last answer, before counting them lost. */
const GREETING_GRACE_MS = 5_000;
const GOAL = { p95Ms: 200, lost: 0, doubled: 0 } as const;
const databaseUrl = process.env.BENCH_DATABASE_URL;
const firstPort = Number(process.env.BENCH_PORT ?? 3906);

/** The value at a share (0..1) of the sorted values, nearest rank. */
const percentile = (sorted: number[], share: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]! : NaN;

/** Shuffles in place, with a seeded generator so every run checks in the same way. */
function shuffle<T>(items: T[], seed = 15): T[] {
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** The greeting screen's socket: every check-in it hears, with when, by check-in id. */
async function openScreen(base: string, token: string, invitationId: string) {
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}${GUESTBOOK_SOCKET_PATH}`);
  const greeted = new Map<string, number[]>();
  const seqs: number[] = [];
  let onGreeting = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as GuestbookServerMessage;
      if (message.type === 'ready') resolve();
      if (message.type === 'refused') reject(new Error(message.message));
      if (message.type !== 'check-in') return;
      const times = greeted.get(message.check_in.id) ?? [];
      times.push(performance.now());
      greeted.set(message.check_in.id, times);
      seqs.push(message.check_in.seq);
      onGreeting();
    });
    socket.on('error', reject);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const hello: GuestbookHello = { type: 'hello', token, invitation_id: invitationId, since: 0 };
  socket.send(JSON.stringify(hello));
  await ready;
  /** Resolves once `count` distinct check-ins were greeted, or after `graceMs` more (whatever came). */
  const until = (count: number, graceMs: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, graceMs);
      onGreeting = () => {
        if (greeted.size < count) return;
        clearTimeout(timer);
        resolve();
      };
      onGreeting();
    });
  return { socket, greeted, seqs, until };
}

type Job = { guestId: string; id: string; retry?: 'after' | 'meanwhile' };

/**
 * Each device's queue: the guests dealt round-robin; DUPLICATES of them also on the next device's
 * queue at the same place (so both race), and RETRIES calls sent again with the same id.
 */
function deal(guestIds: string[]): Job[][] {
  const queues: Job[][] = Array.from({ length: DEVICES }, () => []);
  shuffle([...guestIds]).forEach((guestId, n) => {
    const job: Job = { guestId, id: crypto.randomUUID() };
    if (n % Math.floor(guestIds.length / RETRIES) === 1) job.retry = n % 2 ? 'after' : 'meanwhile';
    queues[n % DEVICES]!.push(job);
    if (n % Math.floor(guestIds.length / DUPLICATES) === 0) {
      queues[(n + 1) % DEVICES]!.push({ guestId, id: crypto.randomUUID() });
    }
  });
  return queues;
}

/** What the devices' calls were answered, and when each check-in was sent and answered `created`. */
type Calls = {
  sentAt: Map<string, number>;
  answeredAt: Map<string, number>;
  answers: { created: number; same: number; already: number; failed: number };
  answerMs: number[];
};

/**
 * Every device checks its queue in at once, one call at a time (a retry `meanwhile` sent twice at
 * once, one `after` sent again when answered), devices spread over the server processes.
 */
async function checkInAll(bases: string[], queues: Job[][], ushers: string[], invitationId: string): Promise<Calls> {
  const calls: Calls = {
    sentAt: new Map(),
    answeredAt: new Map(),
    answers: { created: 0, same: 0, already: 0, failed: 0 },
    answerMs: [],
  };
  const { sentAt, answeredAt, answers, answerMs } = calls;
  const post = async (base: string, token: string, job: Job) => {
    const started = performance.now();
    if (!sentAt.has(job.id)) sentAt.set(job.id, started);
    try {
      const body = { id: job.id, guest_id: job.guestId, pax: 1, checked_in_at: new Date().toISOString() };
      const result = await apiData<CheckInResult>(
        base,
        'POST',
        `/v1/invitation/${invitationId}/guestbook/check-in`,
        body,
        token,
      );
      answers[result.result]++;
      const now = performance.now();
      answerMs.push(now - started);
      if (result.result === 'created') answeredAt.set(job.id, now);
    } catch (error) {
      answers.failed++;
      console.error(String(error));
    }
  };
  await Promise.all(
    queues.map(async (queue, device) => {
      const base = bases[device % bases.length]!;
      const token = ushers[device]!;
      for (const job of queue) {
        if (job.retry === 'meanwhile') await Promise.all([post(base, token, job), post(base, token, job)]);
        else await post(base, token, job);
        if (job.retry === 'after') await post(base, token, job);
      }
    }),
  );
  return calls;
}

type Screen = Awaited<ReturnType<typeof openScreen>>;
type Expected = { duplicates: number; retries: number };

/** The figures beside their goals: latencies, throughput, lost and doubled greetings, the answers, the server's count. */
function resultRows(
  screen: Screen,
  calls: Calls,
  expected: Expected,
  counts: GuestbookCounts,
  times: { started: number; answered: number },
): [string, string, string][] {
  const { sentAt, answeredAt, answers, answerMs } = calls;
  const latencies: number[] = [];
  const afterAnswer: number[] = [];
  let lastGreeting = times.answered;
  for (const [id, greetings] of screen.greeted) {
    const sent = sentAt.get(id);
    if (sent !== undefined) latencies.push(greetings[0]! - sent);
    const answer = answeredAt.get(id);
    if (answer !== undefined) afterAnswer.push(greetings[0]! - answer);
    lastGreeting = Math.max(lastGreeting, greetings[0]!);
  }
  latencies.sort((a, b) => a - b);
  afterAnswer.sort((a, b) => a - b);
  answerMs.sort((a, b) => a - b);
  const lost = answers.created - [...screen.greeted.keys()].filter((id) => sentAt.has(id)).length;
  const doubled = [...screen.greeted.values()].filter((greetings) => greetings.length > 1).length;
  const outOfOrder = screen.seqs.filter((seq, n) => n > 0 && seq <= screen.seqs[n - 1]!).length;
  const seconds = (lastGreeting - times.started) / 1000;
  const p95 = percentile(latencies, 0.95);
  const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  return [
    [
      'check-in -> greeting latency',
      `p50 ${median(latencies).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms`,
      `p95 < ${GOAL.p95Ms} ms: ${mark(p95 < GOAL.p95Ms)}`,
    ],
    [
      'greeting after the POST answered',
      `p50 ${median(afterAnswer).toFixed(1)} ms, p95 ${percentile(afterAnswer, 0.95).toFixed(1)} ms (< 0: before)`,
      '',
    ],
    [
      'POST check-in answer',
      `p50 ${median(answerMs).toFixed(1)} ms, p95 ${percentile(answerMs, 0.95).toFixed(1)} ms`,
      '',
    ],
    [
      'throughput',
      `${Math.round(answers.created / seconds)} check-ins/s (${answers.created} in ${seconds.toFixed(2)} s)`,
      '',
    ],
    ['lost (created, never greeted)', `${lost}`, `${GOAL.lost}: ${mark(lost === GOAL.lost)}`],
    ['doubled (greeted twice)', `${doubled}`, `${GOAL.doubled}: ${mark(doubled === GOAL.doubled)}`],
    ['greeted out of seq order', `${outOfOrder}`, `0: ${mark(outOfOrder === 0)}`],
    [
      'duplicates answered `already`',
      `${answers.already} of ${expected.duplicates}`,
      mark(answers.already === expected.duplicates),
    ],
    ['retries answered `same`', `${answers.same} of ${expected.retries}`, mark(answers.same === expected.retries)],
    ['calls failed', `${answers.failed}`, `0: ${mark(answers.failed === 0)}`],
    [
      'server count (arrived)',
      `${counts.arrived} of ${GUESTS}, created ${answers.created}`,
      mark(counts.arrived === GUESTS && answers.created === GUESTS),
    ],
  ];
}

async function scenario(label: string, bases: string[]) {
  const { owner, invitationId, guestIds, ushers } = await guestbookInvitation(bases[0]!, GUESTS, DEVICES);
  const screen = await openScreen(bases[0]!, owner, invitationId);
  const queues = deal(guestIds);
  const expected: Expected = { duplicates: queues.flat().length - guestIds.length, retries: 0 };
  queues.flat().forEach((job) => job.retry && expected.retries++);

  const started = performance.now();
  const calls = await checkInAll(bases, queues, ushers, invitationId);
  const answered = performance.now();
  await screen.until(calls.answers.created, GREETING_GRACE_MS);
  // A little longer, so that a greeting sent twice has the time to arrive twice.
  await new Promise((resolve) => setTimeout(resolve, 300));
  screen.socket.close();
  const counts = await apiData<GuestbookCounts>(
    bases[0]!,
    'GET',
    `/v1/invitation/${invitationId}/guestbook/counts`,
    undefined,
    owner,
  );

  const rows = resultRows(screen, calls, expected, counts, { started, answered });
  console.log(`\n${label}`);
  for (const [what, figure, goal] of rows) console.log(`  ${what.padEnd(32)} ${figure.padEnd(52)} ${goal}`);
  return rows.every(([, , goal]) => !goal.includes('MISSED'));
}

const { start, stop } = apiOnlyServers('bench-guestbook');

let passed = true;
try {
  console.log(
    `guestbook: ${GUESTS} guests, ${DEVICES} usher devices at once, ${DUPLICATES} guests checked in by two devices, ` +
      `${RETRIES} retries of the same id; one greeting screen; Node ${process.version}`,
  );
  passed = (await scenario('PGlite, one process', [await start(firstPort, {})])) && passed;
  if (databaseUrl) {
    // One secret for both, as processes behind one load balancer share it: a token works on either.
    const env = { DATABASE_URL: databaseUrl, JWT_SECRET: `bench-${crypto.randomUUID()}` };
    // One after the other: each runs the migrations at its start.
    const first = await start(firstPort + 1, env);
    const second = await start(firstPort + 2, env);
    passed =
      (await scenario('PostgreSQL, two processes (screen on the first, devices on both)', [first, second])) && passed;
  }
} finally {
  await stop();
}
if (!passed) process.exitCode = 1;
process.exit();
