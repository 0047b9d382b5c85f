import fastifyWebsocket, { type WebSocket } from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { GUESTBOOK_SOCKET_PATH, type GuestbookHello } from '../../schemas/realtime/guestbook-messages';

const GOING_AWAY = 1001;
const HELLO_TIMEOUT = 4408;
const SERVER_STOPPING = 'Server sedang berhenti';

/** One open socket of the guestbook hub. */
export type Session = {
  socket: WebSocket;
  alive: boolean;
  /** Set once the hello is accepted: what the keep-alive checks again. */
  hello?: GuestbookHello;
  leave?: () => void;
};

export type GuestbookSocketRouteOptions = {
  /** Every open socket: a session is added when its socket opens, removed when it closes. */
  sessions: Set<Session>;
  /** How long a new socket may take to send its hello. */
  helloTimeoutMs: number;
  /** The socket's first message, the hello (as text; a binary one as ''): what follows it is ignored. */
  greet: (session: Session, data: string) => Promise<void>;
};

/**
 * GET GUESTBOOK_SOCKET_PATH: a websocket a session each, closed 4408 when no hello comes in time,
 * pongs keeping it alive (`alive`), its room left when it closes; every socket told the server goes
 * away (1001) when it stops. A plain request is answered 426.
 */
export async function registerGuestbookSocketRoute(
  app: FastifyInstance,
  { sessions, helloTimeoutMs, greet }: GuestbookSocketRouteOptions,
) {
  // In a scope of its own: @fastify/websocket's hooks (run on every request of their scope) and its
  // wrapping of every route registered after it then touch this route only, not the whole API.
  await app.register(async (scope) => {
    await scope.register(fastifyWebsocket, {
      options: { maxPayload: 16 * 1024 },
      // Clients are told the server goes away (1001), so they reconnect to another process or later.
      preClose: (done) => {
        for (const { socket } of sessions) socket.close(GOING_AWAY, SERVER_STOPPING);
        done();
      },
    });
    scope.route({
      method: 'GET',
      url: GUESTBOOK_SOCKET_PATH,
      schema: { hide: true },
      // A plain request, not a websocket upgrade.
      handler: async (_request, reply) =>
        reply.code(426).header('upgrade', 'websocket').send({ message: 'Alamat ini hanya untuk koneksi websocket' }),
      wsHandler: (socket) => {
        const session: Session = { socket, alive: true };
        sessions.add(session);
        const helloTimer = setTimeout(() => socket.close(HELLO_TIMEOUT), helloTimeoutMs);
        socket.on('pong', () => {
          session.alive = true;
        });
        // Only the first message counts: the hello. Anything after it is ignored.
        let heard = false;
        socket.on('message', (data, isBinary) => {
          if (heard) return;
          heard = true;
          clearTimeout(helloTimer);
          void greet(session, isBinary ? '' : String(data));
        });
        socket.on('close', () => {
          clearTimeout(helloTimer);
          sessions.delete(session);
          session.leave?.();
        });
      },
    });
  });
}
