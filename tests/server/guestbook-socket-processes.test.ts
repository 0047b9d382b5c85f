import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckInResult } from '../../schemas/responses/guestbook';
import { GUESTBOOK_CHANGED } from '../../server/plugins/guestbook-hub';
import { latestSeq } from '../../server/services/guestbook/check-in-view';
import { okData } from './guest-sample';
import { guestbookClient } from './guestbook-socket-client';
import { checkInBody } from './guestbook-fixture';
import { guestbookSocketSample } from './guestbook-socket-sample';
import { callAs, testApp, testServer, type TestServer } from './harness';
import { SETUP_TIMEOUT } from './invitation-sample';
import { dropListener } from './listener-drop';
import { notificationsHeard } from './notifications-heard';

/**
 * Two server processes on one database (two apps, as two processes would be; on PostgreSQL each with
 * its own LISTEN connection): a check-in made through A reaches a websocket client of B through the
 * database's notifications; when B's listener drops (PostgreSQL only), what was checked in meanwhile
 * reaches B's client once B listens again; and a check-in committed after a later seq's is not
 * skipped (PostgreSQL only: PGlite commits in seq order).
 */

let a: TestServer;
let b: TestServer;
let sample: Awaited<ReturnType<typeof guestbookSocketSample>>;

beforeAll(async () => {
  a = await testServer();
  sample = await guestbookSocketSample(a, 10);
  b = await testApp(a.database);
  await b.app.listen({ port: 0, host: '127.0.0.1' });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await b.close();
  await a.close();
});

const checkInThroughA = async (guestId: string) =>
  okData<CheckInResult>(
    await callAs(
      a.app,
      'POST',
      `/v1/invitation/${sample.invitationId}/guestbook/check-in`,
      sample.owner,
      checkInBody(guestId),
    ),
    201,
  );
const screenOnB = async () => {
  const since = await latestSeq(a.database.db, sample.invitationId);
  const client = await guestbookClient(b.app, {
    type: 'hello',
    token: sample.token,
    invitation_id: sample.invitationId,
    since,
  });
  await client.next('ready');
  return client;
};

describe('the guestbook socket across processes', () => {
  it('sends B’s socket a check-in made through A', async () => {
    const screen = await screenOnB();
    const made = await checkInThroughA(sample.guestIds[0]!);
    const greeted = await screen.next('check-in');
    expect(greeted.check_in).toEqual(made.check_in);
    expect(greeted.check_in.guest_name).toBe('Tamu 1');
    await screen.close();
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'sends what was checked in while B’s listener was down once B listens again',
    async () => {
      const screen = await screenOnB();
      const dropped = await dropListener(b.app, a.database.db, GUESTBOOK_CHANGED);
      expect(dropped.listening).toBe(false);
      const made = await checkInThroughA(sample.guestIds[1]!);
      expect(await dropped.listeningAgain).toBe(true);
      const greeted = await screen.next('check-in');
      expect(greeted.check_in.id).toBe(made.check_in.id);
      dropped.stop();
      await screen.close();
    },
  );

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'holds a check-in back until the one with the seq before it, committed later, can go first',
    async () => {
      const screen = await screenOnB();
      const pool = (a.database.db as unknown as { $client: pg.Pool }).$client;
      const slow = await pool.connect();
      let first: number;
      try {
        await slow.query('begin');
        const inserted = await slow.query<{ seq: string }>(
          `insert into check_ins (id, invitation_id, guest_id, pax, checked_in_at, usher_name)
           values ($1, $2, $3, 1, now(), 'Lambat') returning seq`,
          [crypto.randomUUID(), sample.invitationId, sample.guestIds[2]],
        );
        first = Number(inserted.rows[0]!.seq);
        // Taken after `first`, committed before it.
        const second = await checkInThroughA(sample.guestIds[3]!);
        expect(second.check_in.seq).toBeGreaterThan(first);
        // B has heard of the second: it must not send it while the first may still come.
        await notificationsHeard(b.app);
        expect(screen.checkIns()).toEqual([]);
        await slow.query('commit');
      } finally {
        slow.release();
      }
      await screen.untilCheckIns(2);
      expect(screen.checkIns().map((m) => m.check_in.guest_id)).toEqual([sample.guestIds[2], sample.guestIds[3]]);
      expect(screen.checkIns()[0]!.check_in.seq).toBe(first);
      await screen.close();
    },
  );
});
