import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestbookHello } from '../../schemas/realtime/guestbook-messages';
import type { CheckInResult, GuestbookCounts } from '../../schemas/responses/guestbook';
import { latestSeq } from '../../server/services/guestbook/check-in-view';
import { guestbookCounts } from '../../server/services/guestbook/guestbook-counts';
import { okData } from './guest-sample';
import { guestbookClient, type GuestbookClient, type Message } from './guestbook-socket-client';
import { checkInBody, signedInUsher } from './guestbook-fixture';
import { guestbookSocketSample } from './guestbook-socket-sample';
import { callAs, testServer, type TestServer } from './harness';
import { SETUP_TIMEOUT } from './invitation-sample';

/**
 * The guestbook's websocket (docs/product.md#guestbook) on a listening app, with the `ws` package as
 * the greeting screen or usher device: refused hellos, a check-in through the REST call reaching the
 * open sockets, the catch-up from `since`, a burst in seq order, and `changed` for undo and souvenirs.
 */

let server: TestServer;
let sample: Awaited<ReturnType<typeof guestbookSocketSample>>;

beforeAll(async () => {
  server = await testServer();
  sample = await guestbookSocketSample(server, 80);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const hello = (over: Partial<GuestbookHello> = {}): GuestbookHello => ({
  type: 'hello',
  token: sample.token,
  invitation_id: sample.invitationId,
  since: 0,
  ...over,
});
/** A socket that has seen every check-in so far (since: the latest seq), once it is ready. */
const openCurrent = async (token = sample.token) => {
  const client = await guestbookClient(
    server.app,
    hello({ token, since: await latestSeq(server.database.db, sample.invitationId) }),
  );
  const ready = await client.next('ready');
  return { client, ready };
};
const base = () => `/v1/invitation/${sample.invitationId}/guestbook`;
/** A check-in through the REST call, as a device makes it. */
const checkIn = async (guestId: string, pax = 1, id?: string) => {
  const response = await callAs(server.app, 'POST', `${base()}/check-in`, sample.owner, checkInBody(guestId, pax, id));
  // 201 for the check-in this call made, 200 for a retry (`same`) or another device's (`already`).
  const result = okData<CheckInResult>(response, response.statusCode === 201 ? 201 : 200);
  expect(response.statusCode).toBe(result.result === 'created' ? 201 : 200);
  return result;
};
const countsNow = (): Promise<GuestbookCounts> => guestbookCounts(server.database.db, sample.invitationId);
/** The first `changed` telling these counts (a trailing `changed` of earlier work may come before it). */
const changedTo = async (client: GuestbookClient, counts: GuestbookCounts) => {
  const told = (m: Message) => m.type === 'changed' && JSON.stringify(m.counts) === JSON.stringify(counts);
  const all = await client.until((messages) => messages.some(told), `'changed' to ${JSON.stringify(counts)}`);
  return all.find(told) as Extract<Message, { type: 'changed' }>;
};
let nextGuest = 1;
const freshGuest = () => sample.guestIds[nextGuest++ - 1]!;

describe('a refused hello', () => {
  it.each([
    ['a token that does not work', { token: 'bukan-token' }, 4401, /^Sesi Anda telah berakhir|^Silakan masuk/],
    ['another owner’s invitation', { invitation_id: 'gb-lain-invitation' }, 4403, /^Undangan ini bukan milik Anda$/],
    ['a plan without the guestbook', { invitation_id: 'gb-mediaval-invitation' }, 4403, /paket Luxury/],
    ['an invitation that does not exist', { invitation_id: 'tidak-ada' }, 4404, /^Undangan tidak ditemukan$/],
  ])('is told why and closed: %s', async (_what, over, code, message) => {
    const client = await guestbookClient(server.app, hello(over));
    const closed = await client.closed;
    expect(closed.code).toBe(code);
    expect(client.messages).toHaveLength(1);
    expect(client.messages[0]).toMatchObject({ type: 'refused', message: expect.stringMatching(message) });
  });

  it.each([
    ['no since', JSON.stringify({ type: 'hello', token: 'x', invitation_id: 'gb-invitation' })],
    ['not JSON', 'halo?'],
  ])('is refused as unreadable (%s), in Indonesian', async (_what, text) => {
    const client = await guestbookClient(server.app, text);
    expect((await client.closed).code).toBe(4400);
    const [refused] = client.messages;
    expect(refused?.type).toBe('refused');
    expect(refused?.type === 'refused' && refused.message).toMatch(/wajib diisi|tidak dapat dibaca/);
  });

  it('answers a plain request (not an upgrade) 426 in Indonesian', async () => {
    const response = await server.app.inject('/v1/guestbook/socket');
    expect(response.statusCode).toBe(426);
    expect(response.json()).toEqual({ message: 'Alamat ini hanya untuk koneksi websocket' });
  });
});

describe('check-ins on the socket', () => {
  it('sends a check-in made through the API to every open socket, with the guest’s name and the counts', async () => {
    const usher = await signedInUsher(server.app, sample.owner, sample.invitationId, 'Rina');
    const screen = await openCurrent();
    const usherDevice = await openCurrent(usher.session.token);
    const guestId = freshGuest();
    const made = await checkIn(guestId, 3);
    expect(made.result).toBe('created');
    for (const { client, ready } of [screen, usherDevice]) {
      const message = await client.next('check-in');
      expect(message.check_in).toEqual(made.check_in);
      expect(message.check_in).toMatchObject({ guest_id: guestId, guest_name: 'Tamu 1', pax: 3, usher_name: 'Raka' });
      expect(message.counts).toEqual(await countsNow());
      expect(message.counts.arrived).toBe(ready.counts.arrived + 1);
      expect(message.counts.people).toBe(ready.counts.people + 3);
      await client.close();
    }
  });

  it('catches a socket up from its since: exactly the check-ins after it, in order, after ready', async () => {
    const made = [];
    for (let n = 0; n < 4; n++) made.push(await checkIn(freshGuest()));
    const seqs = made.map((result) => result.check_in.seq);
    const client = await guestbookClient(server.app, hello({ since: seqs[1] }));
    await client.untilCheckIns(2);
    expect(client.messages[0]).toEqual({ type: 'ready', seq: seqs[3], counts: await countsNow() });
    expect(client.checkIns().map((m) => m.check_in.seq)).toEqual(seqs.slice(2));
    // Then live: the next check-in is the next message, nothing in between.
    const next = await checkIn(freshGuest());
    await client.untilCheckIns(3);
    expect(client.messages.map((m) => m.type)).toEqual(['ready', 'check-in', 'check-in', 'check-in']);
    expect(client.checkIns()[2]?.check_in.id).toBe(next.check_in.id);
    await client.close();
  });

  it('sends no catch-up to a hello with catch_up false: ready with the latest seq and counts, then only new check-ins', async () => {
    for (let n = 0; n < 3; n++) await checkIn(freshGuest());
    const latest = await latestSeq(server.database.db, sample.invitationId);
    const client = await guestbookClient(server.app, hello({ since: 0, catch_up: false }));
    const ready = await client.next('ready');
    expect(ready).toEqual({ type: 'ready', seq: latest, counts: await countsNow() });
    const next = await checkIn(freshGuest(), 2);
    await client.untilCheckIns(1);
    // On PostgreSQL the notifications of the three check-ins before the hello can reach the hub after
    // it (the listener is a connection of its own): each then brings a `changed` with the counts,
    // having nothing new to send, and never one of those three (CI's run of 2026-12-07).
    expect(client.messages.map((m) => m.type).filter((type) => type !== 'changed')).toEqual(['ready', 'check-in']);
    expect(client.checkIns()[0]?.check_in).toEqual(next.check_in);
    expect(client.checkIns()[0]?.counts).toEqual(await countsNow());
    await client.close();
  });

  it('delivers a burst of 50 check-ins in seq order, none missing, none twice', async () => {
    const screens = [await openCurrent(), await openCurrent()];
    const guestIds = Array.from({ length: 50 }, freshGuest);
    const made = await Promise.all(guestIds.map((guestId) => checkIn(guestId)));
    const expected = made.map((result) => result.check_in.seq).sort((a, b) => a - b);
    for (const { client } of screens) await client.untilCheckIns(50);
    // A change after the burst: once its `changed` came, read after every check-in of the burst was
    // committed, nothing of the burst can still be on its way.
    await callAs(server.app, 'DELETE', `/v1/guestbook/check-in/${made[0]!.check_in.id}`, sample.owner);
    const afterUndo = await countsNow();
    for (const { client } of screens) {
      await changedTo(client, afterUndo);
      expect(client.checkIns().map((m) => m.check_in.seq)).toEqual(expected);
      await client.close();
    }
  });

  it('greets a guest checked in by a second device only once (the second is answered `already`)', async () => {
    const { client } = await openCurrent();
    const guestId = freshGuest();
    const first = await checkIn(guestId);
    const again = await checkIn(guestId);
    expect(again).toEqual({ result: 'already', check_in: first.check_in });
    const retry = await checkIn(guestId, 1, first.check_in.id);
    expect(retry.result).toBe('same');
    const marker = await checkIn(freshGuest());
    await client.untilCheckIns(2);
    expect(client.checkIns().map((m) => m.check_in.id)).toEqual([first.check_in.id, marker.check_in.id]);
    await client.close();
  });

  it('sends `changed` with the new counts for an undo and a souvenir handed', async () => {
    const { client } = await openCurrent();
    const guestId = freshGuest();
    const made = await checkIn(guestId, 2);
    const greeted = await client.next('check-in');

    const undo = await callAs(server.app, 'DELETE', `/v1/guestbook/check-in/${made.check_in.id}`, sample.owner);
    expect(undo.statusCode, undo.body).toBe(200);
    const undone = await changedTo(client, await countsNow());
    expect(undone.counts.arrived).toBe(greeted.counts.arrived - 1);
    expect(undone.counts.people).toBe(greeted.counts.people - 2);

    await checkIn(guestId, 2);
    await client.untilCheckIns(2);
    const souvenir = okData<{ id: string }>(
      await callAs(server.app, 'POST', `${base()}/souvenir`, sample.owner, {
        name: 'Gantungan kunci',
        stock: 100,
        rule: 'per_guest',
      }),
      201,
    );
    const handout = await callAs(server.app, 'POST', `${base()}/souvenir-handout`, sample.owner, {
      id: crypto.randomUUID(),
      souvenir_id: souvenir.id,
      guest_id: guestId,
    });
    expect(handout.statusCode, handout.body).toBe(201);
    const handed = await changedTo(client, await countsNow());
    expect(handed.counts.souvenirs_handed).toBe(undone.counts.souvenirs_handed + 1);
    await client.close();
  });
});
