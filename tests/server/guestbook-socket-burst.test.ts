import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { GuestbookHello, GuestbookServerMessage } from '../../schemas/realtime/guestbook-messages';
import { checkIns, guestbookUshers } from '../../server/db/schema';
import { latestSeq } from '../../server/services/guestbook/check-in-view';
import { signUsherToken } from '../../server/services/guestbook/usher-token';
import { socketUrl } from './guestbook-socket-client';
import { guestbookSocketSample } from './guestbook-socket-sample';
import { testServer, type TestServer } from './harness';
import { countQueries } from './query-counter';

/**
 * The venue's sockets all greeting at once (the hall's Wi-Fi back, the server restarted), on the
 * embedded PGlite by default, where every query waits for the one before it: 300 sockets (every
 * third a screen on the owner's token, the others usher devices each with an usher token of its
 * own; half catching up from 0, the others from the latest seq, a quarter asking no catch-up) send
 * their hello together, and every one is answered `ready` with exactly its catch-up, while the
 * guestbook's counts and check-ins are read a handful of times for all of them, not once per socket.
 * Nothing here is timed: each socket is waited for by its own messages (scripts/bench-guestbook-
 * hellos.ts measures how long it takes).
 */

const SOCKETS = 300;
const GUESTS = 600;
const CHECKED_IN = 200;

let server: TestServer;
let sample: Awaited<ReturnType<typeof guestbookSocketSample>>;
const ushers: string[] = [];
let seq = 0;

beforeAll(async () => {
  server = await testServer();
  sample = await guestbookSocketSample(server, GUESTS);
  const db = server.database.db;
  await db.insert(checkIns).values(
    sample.guestIds.slice(0, CHECKED_IN).map((guestId) => ({
      id: crypto.randomUUID(),
      invitation_id: sample.invitationId,
      guest_id: guestId,
      pax: 2,
      checked_in_at: new Date().toISOString(),
      usher_name: 'Rina',
    })),
  );
  seq = await latestSeq(db, sample.invitationId);
  const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
  const usherCount = SOCKETS - Math.ceil(SOCKETS / 3);
  const rows = await db
    .insert(guestbookUshers)
    .values(
      Array.from({ length: usherCount }, (_, n) => ({
        invitation_id: sample.invitationId,
        name: `Penerima ${n + 1}`,
        code: `B${n}`.padEnd(8, 'Q'),
        expires_at: expiresAt,
      })),
    )
    .returning();
  for (const row of rows) {
    ushers.push(
      await signUsherToken(server.app.tokens.key, { usherId: row.id, rootId: sample.invitationId }, expiresAt),
    );
  }
  await server.app.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);
afterAll(() => server.close());

/** A socket that sends its hello as soon as it is open; `answered` resolves at its first message (or its close). */
function greeting(hello: GuestbookHello) {
  const socket = new WebSocket(socketUrl(server.app));
  const messages: GuestbookServerMessage[] = [];
  let changed = () => {};
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as GuestbookServerMessage);
    changed();
  });
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.on('close', resolve));
  socket.on('open', () => socket.send(JSON.stringify(hello)));
  /** Resolves once `done` holds for the messages so far, or the socket closed. */
  const until = (done: () => boolean) =>
    new Promise<void>((resolve) => {
      changed = () => done() && resolve();
      void closed.then(() => resolve());
      changed();
    });
  return { hello, messages, until, close: () => socket.terminate() };
}

describe('300 sockets greeting at once', () => {
  it(
    'answers every one ready with its catch-up, reading the guestbook a handful of times for all',
    { timeout: 180_000 },
    async () => {
      const db = server.database.db;
      const countReads = countQueries(db, /count\(\*\) from guests g/);
      const catchUpReads = countQueries(db, /"check_ins"\."seq" > /);
      let usher = 0;
      const sockets = Array.from({ length: SOCKETS }, (_, n) =>
        greeting({
          type: 'hello',
          token: n % 3 === 0 ? sample.token : ushers[usher++]!,
          invitation_id: sample.invitationId,
          since: n % 2 ? seq : 0,
          ...(n % 4 === 3 && { catch_up: false }),
        }),
      );
      await Promise.all(sockets.map((socket) => socket.until(() => socket.messages.length > 0)));
      const answered = sockets.filter((socket) => socket.messages[0]?.type === 'ready');
      expect(answered).toHaveLength(SOCKETS);

      // Each got exactly its catch-up, in seq order, after `ready`.
      const wants = (hello: GuestbookHello) => (hello.catch_up === false || hello.since === seq ? 0 : CHECKED_IN);
      await Promise.all(sockets.map((socket) => socket.until(() => socket.messages.length > wants(socket.hello))));
      for (const socket of sockets) {
        const [ready, ...rest] = socket.messages;
        expect(ready).toMatchObject({ type: 'ready', seq, counts: { arrived: CHECKED_IN, people: 2 * CHECKED_IN } });
        const seqs = rest.map((message) => (message.type === 'check-in' ? message.check_in.seq : -1));
        expect(seqs).toHaveLength(wants(socket.hello));
        expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
        if (seqs.length) expect(seqs.at(-1)).toBe(seq);
      }
      catchUpReads.stop();
      countReads.stop();
      // Shared, not one read per socket (which queued the hellos for seconds on PGlite).
      expect(countReads.count()).toBeLessThan(SOCKETS / 10);
      expect(catchUpReads.count()).toBeLessThan(SOCKETS / 10);
      for (const socket of sockets) socket.close();
    },
  );
});
