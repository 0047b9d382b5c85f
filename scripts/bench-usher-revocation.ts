/**
 * `npx tsx scripts/bench-usher-revocation.ts`: how soon a revoked usher stops hearing the guestbook
 * (docs/product.md#guestbook). Starts the compiled server (as `npm start`) on 127.0.0.1 with the
 * embedded PGlite in a temporary folder (TRUST_PROXY 127.0.0.1, so each usher access is traded from
 * an address of its own), registers an owner and a luxury invitation with the guestbook on; then,
 * BENCH_RUNS times (default 20): a new usher access signed in, BENCH_SOCKETS (default 5) sockets
 * greeting with its token and ready, the owner's DELETE of the access; measured from the DELETE's
 * answer: each socket's close (and its code), and the first 401 of the usher token's venue call (the
 * call made at once, then again until refused). Prints p50, p95 and max of both beside the goal: every
 * socket closed within 2 s. A negative time: the socket closed before the DELETE's answer arrived
 * (the server tells the sockets as soon as the revoke is committed, before it answers).
 *
 * BENCH_DATABASE_URL: also runs it on that PostgreSQL database with two server processes, the sockets
 * spread over both and the DELETE made through the first (the revoke reaches the other by LISTEN/NOTIFY).
 * BENCH_PORT (default 3936) is the first port. Exits 1 when the goal is missed.
 */
import WebSocket from 'ws';
import { GUESTBOOK_SOCKET_PATH, type GuestbookHello } from '../schemas/realtime/guestbook-messages';
import type { UsherAccess, UsherSessionResult } from '../schemas/responses/guestbook';
import { apiData } from './bench/api-call';
import { guestbookInvitation } from './bench/guestbook-invitation';
import { apiOnlyServers } from './start-process';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5);
const GOAL_MS = 2_000;
/** A socket not closed this long after the DELETE counts as never closed. */
const GIVE_UP_MS = 40_000;
const databaseUrl = process.env.BENCH_DATABASE_URL;
const firstPort = Number(process.env.BENCH_PORT ?? 3936);

/** The value at a share (0..1) of the values, nearest rank. */
const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]! : NaN;
};
const ms = (value: number) => (Number.isNaN(value) ? '-' : `${value.toFixed(1)} ms`);
const spread = (values: number[]) =>
  `p50 ${ms(percentile(values, 0.5))}, p95 ${ms(percentile(values, 0.95))}, max ${ms(percentile(values, 1))}`;

let address = 0;

/** A new usher access of the invitation, signed in from an address of its own: its id and token. */
async function newUsher(base: string, owner: string, invitationId: string) {
  const access = await apiData<UsherAccess>(
    base,
    'POST',
    `/v1/invitation/${invitationId}/guestbook/usher`,
    { name: `Penerima ${++address}`, expires_at: new Date(Date.now() + 86_400_000).toISOString() },
    owner,
  );
  const response = await fetch(`${base}/v1/guestbook/usher/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.2.${address >> 8}.${address & 255}` },
    body: JSON.stringify({ code: access.code }),
  });
  if (!response.ok) throw new Error(`usher session: ${response.status} ${await response.text()}`);
  return { id: access.id, token: ((await response.json()) as { data: UsherSessionResult }).data.token };
}

/** A socket greeting with `hello`, once ready; `closed` resolves with the moment and code of its close. */
async function readySocket(base: string, hello: GuestbookHello) {
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}${GUESTBOOK_SOCKET_PATH}`);
  const closed = new Promise<{ at: number; code: number }>((resolve) => {
    const timer = setTimeout(() => resolve({ at: NaN, code: 0 }), GIVE_UP_MS);
    socket.on('close', (code) => {
      clearTimeout(timer);
      resolve({ at: performance.now(), code });
    });
  });
  socket.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => socket.send(JSON.stringify(hello)));
    socket.once('message', (data) =>
      String(data).includes('"ready"') ? resolve() : reject(new Error(`not ready: ${String(data)}`)),
    );
    socket.once('close', (code) => reject(new Error(`closed ${code} before ready`)));
  });
  return { closed, terminate: () => socket.terminate() };
}

/** The usher token's venue call, again and again until it answers 401: the moment of that answer. */
async function first401(base: string, invitationId: string, token: string): Promise<number> {
  for (;;) {
    const response = await fetch(`${base}/v1/invitation/${invitationId}/guestbook/venue`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await response.arrayBuffer();
    if (response.status === 401) return performance.now();
  }
}

async function scenario(label: string, bases: string[]) {
  const [base] = bases as [string];
  const { owner, invitationId } = await guestbookInvitation(base, 20, 0);
  const closes: number[] = [];
  const refusals: number[] = [];
  const codes = new Map<number, number>();
  for (let run = 0; run < RUNS; run++) {
    const usher = await newUsher(base, owner, invitationId);
    const hello: GuestbookHello = { type: 'hello', token: usher.token, invitation_id: invitationId, since: 0 };
    const sockets = await Promise.all(
      Array.from({ length: SOCKETS }, (_, n) => readySocket(bases[n % bases.length]!, hello)),
    );
    await apiData(base, 'DELETE', `/v1/guestbook/usher/${usher.id}`, undefined, owner);
    const answered = performance.now();
    const [ends, refused] = await Promise.all([
      Promise.all(sockets.map((socket) => socket.closed)),
      first401(base, invitationId, usher.token),
    ]);
    for (const end of ends) {
      closes.push(end.at - answered);
      codes.set(end.code, (codes.get(end.code) ?? 0) + 1);
    }
    refusals.push(refused - answered);
    sockets.forEach((socket) => socket.terminate());
  }
  const inTime = closes.filter((value) => value <= GOAL_MS).length;
  const passed = inTime === closes.length;
  console.log(`\n${label}`);
  const rows: [string, string][] = [
    ['DELETE answer → close', spread(closes)],
    [`closed within ${GOAL_MS} ms`, `${inTime} of ${closes.length}  (goal: all) ${passed ? 'ok' : 'MISSED'}`],
    ['close codes', JSON.stringify(Object.fromEntries(codes))],
    ['DELETE answer → first 401', spread(refusals)],
  ];
  for (const [what, figure] of rows) console.log(`  ${what.padEnd(28)} ${figure}`);
  return passed;
}

const { start, stop } = apiOnlyServers('bench-revocation', { TRUST_PROXY: '127.0.0.1' });

let passed = true;
try {
  console.log(`usher revocation: ${RUNS} runs, ${SOCKETS} sockets of the revoked usher each; Node ${process.version}`);
  passed = (await scenario('PGlite, one process', [await start(firstPort, {})])) && passed;
  if (databaseUrl) {
    const env = { DATABASE_URL: databaseUrl, JWT_SECRET: `bench-${crypto.randomUUID()}` };
    const both = [await start(firstPort + 1, env), await start(firstPort + 2, env)];
    passed = (await scenario('PostgreSQL, two processes (sockets on both, DELETE through the first)', both)) && passed;
  }
} finally {
  await stop();
}
if (!passed) process.exitCode = 1;
process.exit();
