import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USHER_ACCESS_ENDED_CLOSE, type GuestbookHello } from '../../schemas/realtime/guestbook-messages';
import { guestbookUshers } from '../../server/db/schema';
import { USHER_ACCESS_REVOKED } from '../../server/plugins/guestbook-hub';
import { signUsherToken, USHER_ACCESS_ENDED } from '../../server/services/guestbook/usher-token';
import { checkInBody, guestbookPath, signedInUsher } from './guestbook-fixture';
import { guestbookClient } from './guestbook-socket-client';
import { guestbookSocketSample } from './guestbook-socket-sample';
import { callAs, failureOf, testApp, testServer, type TestServer } from './harness';
import { SETUP_TIMEOUT } from './invitation-sample';

/**
 * An usher's access that ends closes its open sockets at once (docs/product.md#guestbook), not at the
 * next 30-second recheck (the keep-alive here is an hour, so only the revoke or the expiry can close
 * them): a revoke through any process closes them on every process, an expiry at its own timer; each
 * is told `refused` and closed 4401 with the reason; other sockets stay; the token's next call is 401.
 */

const AN_HOUR = 3_600_000;
let a: TestServer;
let b: TestServer;
let sample: Awaited<ReturnType<typeof guestbookSocketSample>>;

beforeAll(async () => {
  a = await testServer({ guestbookHub: { keepAliveMs: AN_HOUR } });
  sample = await guestbookSocketSample(a, 4);
  await a.app.listen({ port: 0, host: '127.0.0.1' });
  b = await testApp(a.database, { guestbookHub: { keepAliveMs: AN_HOUR } });
  await b.app.listen({ port: 0, host: '127.0.0.1' });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await b.close();
  await a.close();
});

const helloWith = (token: string): GuestbookHello => ({
  type: 'hello',
  token,
  invitation_id: sample.invitationId,
  since: 0,
});

/** A socket on `server` greeting with `token`, once it is ready. */
async function openSocket(server: TestServer, token: string) {
  const client = await guestbookClient(server.app, helloWith(token));
  await client.next('ready');
  return client;
}

const usherOf = (name: string) => signedInUsher(a.app, sample.owner, sample.invitationId, name);
const revoke = (usherId: string) => callAs(a.app, 'DELETE', `/v1/guestbook/usher/${usherId}`, sample.owner);
const venueWith = (headers: { authorization: string }) =>
  a.app.inject({ method: 'GET', url: guestbookPath(sample.invitationId, 'venue'), headers });

describe('an usher’s access that ends while its socket is open', () => {
  it('closes every socket of a revoked usher, on this process and another, and keeps the others', async () => {
    const revoked = await usherOf('Rina');
    const kept = await usherOf('Dewi');
    const onA = await openSocket(a, revoked.session.token);
    const onB = await openSocket(b, revoked.session.token);
    const keptOnB = await openSocket(b, kept.session.token);
    const owner = await openSocket(a, sample.token);

    expect((await revoke(revoked.id)).statusCode).toBe(200);

    for (const socket of [onA, onB]) {
      expect(await socket.closed).toEqual({ code: USHER_ACCESS_ENDED_CLOSE, reason: 'revoked' });
      expect(socket.messages.at(-1)).toEqual({ type: 'refused', message: USHER_ACCESS_REVOKED });
    }
    // The revoked token's next call is refused; the other usher and the owner still hear check-ins.
    expect(failureOf(await venueWith(revoked.headers)).status).toBe(401);
    const made = await callAs(
      a.app,
      'POST',
      guestbookPath(sample.invitationId, 'check-in'),
      kept,
      checkInBody(sample.guestIds[0]!),
    );
    expect(made.statusCode).toBe(201);
    for (const socket of [keptOnB, owner]) {
      const heard = await socket.next('check-in');
      expect(heard.check_in.guest_id).toBe(sample.guestIds[0]);
    }
    await keptOnB.close();
    await owner.close();
  });

  it('refuses a revoked usher’s new socket at its hello', async () => {
    const revoked = await usherOf('Sari');
    await revoke(revoked.id);
    const late = await guestbookClient(b.app, helloWith(revoked.session.token));
    expect((await late.closed).code).toBe(4401);
  });

  it('closes the socket when the access expires, each process at its own timer', async () => {
    const usher = await usherOf('Tono');
    // The access (and a token signed for it) ending a moment from now.
    const expiresAt = new Date(Date.now() + 1_500).toISOString();
    await a.database.db.update(guestbookUshers).set({ expires_at: expiresAt }).where(eq(guestbookUshers.id, usher.id));
    const token = await signUsherToken(a.app.tokens.key, { usherId: usher.id, rootId: sample.invitationId }, expiresAt);
    const onA = await openSocket(a, token);
    const onB = await openSocket(b, token);

    for (const socket of [onA, onB]) {
      expect(await socket.closed).toEqual({ code: USHER_ACCESS_ENDED_CLOSE, reason: 'expired' });
      expect(socket.messages.at(-1)).toEqual({ type: 'refused', message: USHER_ACCESS_ENDED });
    }
    expect(failureOf(await venueWith({ authorization: `Bearer ${token}` })).status).toBe(401);
  });
});
