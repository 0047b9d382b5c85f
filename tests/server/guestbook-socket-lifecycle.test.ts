import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestbookHello } from '../../schemas/realtime/guestbook-messages';
import { guestbookClient, socketUrl } from './guestbook-socket-client';
import { guestbookSocketSample } from './guestbook-socket-sample';
import { testApp, testServer, type TestServer } from './harness';
import { SETUP_TIMEOUT } from './invitation-sample';
import WebSocket from 'ws';

/**
 * The guestbook socket's life, with short timings: pinged, a socket that never answers is dropped;
 * a socket that never greets is closed; and every socket is told when the server stops.
 */

const KEEP_ALIVE_MS = 200;
let server: TestServer;
let hello: GuestbookHello;

beforeAll(async () => {
  server = await testServer({ guestbookHub: { keepAliveMs: KEEP_ALIVE_MS, helloTimeoutMs: 300 } });
  const sample = await guestbookSocketSample(server, 3);
  hello = { type: 'hello', token: sample.token, invitation_id: sample.invitationId, since: 0 };
  await server.app.listen({ port: 0, host: '127.0.0.1' });
}, SETUP_TIMEOUT);
afterAll(() => server.close());

/** Resolves once the socket got `count` pings. */
const pings = (socket: WebSocket, count: number) =>
  new Promise<void>((resolve) => {
    let got = 0;
    socket.on('ping', () => ++got === count && resolve());
  });

describe('the guestbook socket’s life', () => {
  it('keeps a socket that answers its pings, and drops one that does not', async () => {
    const answering = await guestbookClient(server.app, hello);
    const silent = await guestbookClient(server.app, hello, { autoPong: false });
    await answering.next('ready');
    // Dropped without a close handshake: 1006 on the client's side.
    expect((await silent.closed).code).toBe(1006);
    await pings(answering.socket, 3);
    expect(answering.socket.readyState).toBe(WebSocket.OPEN);
    await answering.close();
  });

  it('closes a socket that never sends its hello', async () => {
    const socket = new WebSocket(socketUrl(server.app));
    const code = await new Promise<number>((resolve) => socket.on('close', resolve));
    expect(code).toBe(4408);
  });

  it('tells every socket the server is going away (1001) when the app closes', async () => {
    const other = await testApp(server.database);
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const screen = await guestbookClient(other.app, hello);
    await screen.next('ready');
    await other.close();
    expect(await screen.closed).toEqual({ code: 1001, reason: 'Server sedang berhenti' });
  });
});
