/**
 * `npx tsx scripts/bench-guestbook-hellos.ts`: the venue's sockets all greeting at once, as after the
 * hall's Wi-Fi comes back or the server restarts. Starts the compiled server (as `npm start`) on
 * 127.0.0.1 with the embedded PGlite in a temporary folder (TRUST_PROXY 127.0.0.1, so each usher
 * device trades its code from an address of its own), registers an owner, creates a luxury
 * invitation with the guestbook on, BENCH_GUESTS (default 500) guests of whom a third are checked
 * in, and an usher access for each usher device; then opens BENCH_SOCKETS (default 300) websockets
 * at the same moment, each sending its hello as soon as it is open and staying open: every third a
 * screen on the owner's token, the others usher devices each with a token of its own; half catching
 * up from 0 (a new screen), the others from the latest seq (a device that reconnects), a quarter
 * with `catch_up: false` (a dashboard). Prints how many opened and how many got their first answer
 * (`ready`) within BENCH_LIMIT_MS (default 8000), and the times to open and to answer (p50, p95,
 * max), beside the goal: every socket answered within the limit.
 *
 * BENCH_DATABASE_URL: also runs it on that PostgreSQL database. BENCH_PORT (default 3916) is the
 * first port. Exits 1 when the goal is missed.
 */
import WebSocket from 'ws';
import {
  GUESTBOOK_SOCKET_PATH,
  type GuestbookHello,
  type GuestbookServerMessage,
} from '../schemas/realtime/guestbook-messages';
import type { VenueSnapshot } from '../schemas/responses/guestbook';
import { apiData } from './bench/api-call';
import { guestbookInvitation } from './bench/guestbook-invitation';
import { apiOnlyServers } from './start-process';

const GUESTS = Number(process.env.BENCH_GUESTS ?? 500);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 300);
/** Every third socket is a screen on the owner's token; each other one an usher device with a token of its own. */
const USHERS = SOCKETS - Math.ceil(SOCKETS / 3);
const LIMIT_MS = Number(process.env.BENCH_LIMIT_MS ?? 8_000);
/** After the limit, how much longer the sockets still not answered are waited for (to tell how long all took). */
const AFTER_LIMIT_MS = 60_000;
const databaseUrl = process.env.BENCH_DATABASE_URL;
const firstPort = Number(process.env.BENCH_PORT ?? 3916);

/** The value at a share (0..1) of the values, nearest rank. */
const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]! : NaN;
};
const ms = (value: number) => (Number.isNaN(value) ? '-' : `${Math.round(value)} ms`);

/** The owner, the invitation with its guests (a third checked in), and the ushers' tokens, through the API. */
async function setUp(base: string) {
  const { owner, invitationId: id, guestIds, ushers } = await guestbookInvitation(base, GUESTS, USHERS);
  for (const guestId of guestIds.slice(0, Math.floor(GUESTS / 3))) {
    const body = { id: crypto.randomUUID(), guest_id: guestId, pax: 2, checked_in_at: new Date().toISOString() };
    await apiData(base, 'POST', `/v1/invitation/${id}/guestbook/check-in`, body, owner);
  }
  const venue = await apiData<VenueSnapshot>(base, 'GET', `/v1/invitation/${id}/guestbook/venue`, undefined, owner);
  return { invitationId: id, owner, ushers, seq: venue.seq };
}

type Outcome = { openedMs?: number; answeredMs?: number; first?: string; closeCode?: number };

/**
 * One socket: opened, greets, and its outcome resolves at its first answer or its close (or at
 * `giveUpMs`). The socket stays open, as a device's does, until `close` (a socket dropped at its
 * first answer would make the server write its catch-up to a closed connection).
 */
function greet(base: string, hello: GuestbookHello, started: number, giveUpMs: number) {
  const outcome: Outcome = {};
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}${GUESTBOOK_SOCKET_PATH}`);
  const answered = new Promise<Outcome>((resolve) => {
    const timer = setTimeout(() => resolve(outcome), giveUpMs);
    socket.on('open', () => {
      outcome.openedMs = performance.now() - started;
      socket.send(JSON.stringify(hello));
    });
    socket.on('message', (data) => {
      if (outcome.answeredMs !== undefined) return;
      outcome.answeredMs = performance.now() - started;
      outcome.first = (JSON.parse(String(data)) as GuestbookServerMessage).type;
      clearTimeout(timer);
      resolve(outcome);
    });
    socket.on('error', () => {});
    socket.on('close', (code) => {
      outcome.closeCode ??= code;
      clearTimeout(timer);
      resolve(outcome);
    });
  });
  return { answered, close: () => socket.terminate() };
}

async function scenario(label: string, base: string) {
  const { invitationId, owner, ushers, seq } = await setUp(base);
  let usher = 0;
  const hellos = Array.from({ length: SOCKETS }, (_, n): GuestbookHello => ({
    type: 'hello',
    token: n % 3 === 0 ? owner : ushers[usher++]!,
    invitation_id: invitationId,
    since: n % 2 ? seq : 0,
    ...(n % 4 === 3 && { catch_up: false }),
  }));
  const started = performance.now();
  const sockets = hellos.map((hello) => greet(base, hello, started, LIMIT_MS + AFTER_LIMIT_MS));
  const outcomes = await Promise.all(sockets.map((socket) => socket.answered));
  for (const socket of sockets) socket.close();
  const opened = outcomes.flatMap((o) => (o.openedMs === undefined ? [] : [o.openedMs]));
  const answered = outcomes.flatMap((o) => (o.answeredMs === undefined ? [] : [o.answeredMs]));
  const inTime = (values: number[]) => values.filter((value) => value <= LIMIT_MS).length;
  const firsts = new Map<string, number>();
  for (const o of outcomes) {
    const what = o.first ?? `closed ${o.closeCode ?? 'never'}`;
    firsts.set(what, (firsts.get(what) ?? 0) + 1);
  }
  const passed = inTime(answered) === SOCKETS;
  console.log(`\n${label}`);
  const rows: [string, string][] = [
    [`opened within ${LIMIT_MS} ms`, `${inTime(opened)} of ${SOCKETS}`],
    [
      'time to open',
      `p50 ${ms(percentile(opened, 0.5))}, p95 ${ms(percentile(opened, 0.95))}, max ${ms(percentile(opened, 1))}`,
    ],
    [`answered within ${LIMIT_MS} ms`, `${inTime(answered)} of ${SOCKETS}  (goal: all) ${passed ? 'ok' : 'MISSED'}`],
    [
      'time to the first answer',
      `p50 ${ms(percentile(answered, 0.5))}, p95 ${ms(percentile(answered, 0.95))}, max ${ms(percentile(answered, 1))}`,
    ],
    ['answered at all', `${answered.length} of ${SOCKETS}`],
    ['first answers', JSON.stringify(Object.fromEntries(firsts))],
  ];
  for (const [what, figure] of rows) console.log(`  ${what.padEnd(28)} ${figure}`);
  return passed;
}

const { start, stop } = apiOnlyServers('bench-hellos', { TRUST_PROXY: '127.0.0.1' });

let passed = true;
try {
  console.log(
    `guestbook hellos: ${SOCKETS} sockets at once, ${GUESTS} guests (a third checked in), ${USHERS} usher tokens and the owner's; Node ${process.version}`,
  );
  passed = (await scenario('PGlite, one process', await start(firstPort, {}))) && passed;
  if (databaseUrl) {
    const env = { DATABASE_URL: databaseUrl, JWT_SECRET: `bench-${crypto.randomUUID()}` };
    passed = (await scenario('PostgreSQL, one process', await start(firstPort + 1, env))) && passed;
  }
} finally {
  await stop();
}
if (!passed) process.exitCode = 1;
process.exit();
