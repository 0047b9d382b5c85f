import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import fp from 'fastify-plugin';
import { PayloadTooDeepError, validatePayload, withoutBlankStrings } from '../../engine/validation/validate-payload';
import {
  guestbookHelloSchema,
  REFUSED_MESSAGE_MAX,
  USHER_ACCESS_ENDED_CLOSE,
  type GuestbookHello,
  type GuestbookServerMessage,
  type UsherAccessEnd,
} from '../../schemas/realtime/guestbook-messages';
import type { Database } from '../db/database';
import { badRequest, HttpError } from '../http/http-error';
import { NUL_MESSAGE, pathOfNul } from '../http/nul-characters';
import { validationError } from '../http/validation';
import { createGuestbookRooms } from '../services/guestbook/hub-rooms';
import { settledCheckInSeq } from '../services/guestbook/hub-settled';
import { checkInsSince, latestSeq } from '../services/guestbook/check-in-view';
import { guestbookCounts } from '../services/guestbook/guestbook-counts';
import { listenToDoorPrizes } from '../services/guestbook/door-prize-broadcast';
import { createUsherSockets, USHER_ACCESS_ENDED_CHANNEL } from '../services/guestbook/usher-sockets';
import { isUsherToken, USHER_ACCESS_ENDED } from '../services/guestbook/usher-token';
import { guestbookAccessOf } from './guestbook-hub-access';
import { registerGuestbookSocketRoute, type Session } from './guestbook-socket-route';

/** The channel migration 0006's triggers notify with the invitation whose guestbook changed. */
export const GUESTBOOK_CHANGED = 'guestbook_changed';

export type GuestbookHubOptions = {
  /** How often every socket is pinged (a socket that did not answer the last ping is dropped) and its access checked again. */
  keepAliveMs?: number;
  /** How long a new socket may take to send its hello. */
  helloTimeoutMs?: number;
};

const isPglite = (db: Database) => (db as unknown as { $client?: unknown }).$client instanceof PGlite;

/** Close codes: 4000 + the HTTP status of a refused hello (4400, 4401, 4403, 4404); 1011 a server failure. */
const closeCodeOf = (status: number) => (status >= 400 && status < 500 ? 4000 + status : 1011);
/** A socket whose unsent messages pass this is too slow to follow: dropped (it reconnects and catches up). */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const SERVER_FAILURE = 1011;
const NOT_READABLE = 'Pesan pembuka tidak dapat dibaca';
export const USHER_ACCESS_REVOKED = 'Akses penerima tamu sudah dicabut';

/** An usher token's access and expiry as it claims them (verified by the hello's access check). */
function usherClaimOf(token: string): { usherId: string; expiresAt: number } | undefined {
  if (!isUsherToken(token)) return undefined;
  const { sub, exp } = decodeJwt(token);
  return sub && exp ? { usherId: sub, expiresAt: exp * 1000 } : undefined;
}

/** An usher's access ended while its socket was open: told, then closed 4401 with the reason. */
function endUsherSocket(session: Session, why: UsherAccessEnd) {
  send(session, { type: 'refused', message: why === 'revoked' ? USHER_ACCESS_REVOKED : USHER_ACCESS_ENDED });
  session.socket.close(USHER_ACCESS_ENDED_CLOSE, why);
}

/**
 * The hello read as a request body is (validation.ts): JSON nested too deep, U+0000 anywhere or a
 * value outside the schema is a 400 (closed 4400), never a query; blank texts count as missing.
 */
function helloOf(data: string): GuestbookHello {
  let parsed: unknown;
  try {
    parsed = withoutBlankStrings(JSON.parse(data));
  } catch (error) {
    if (error instanceof PayloadTooDeepError) throw badRequest(error.message);
    throw validationError([{ field: '', message: NOT_READABLE }]);
  }
  const nul = pathOfNul(parsed);
  if (nul !== undefined) throw validationError([{ field: nul, message: NUL_MESSAGE }]);
  const result = validatePayload<GuestbookHello>(guestbookHelloSchema, parsed);
  if (!result.ok) throw validationError(result.errors);
  return result.value;
}

/** A message to a session's socket, if still open; a socket too slow to follow is dropped instead. */
function send(session: Session, message: GuestbookServerMessage) {
  const { socket } = session;
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) return socket.terminate();
  socket.send(JSON.stringify(message));
}

/** A refused hello (or access) told and closed with its status's code; any other failure closed 1011. */
function refuse(app: FastifyInstance, session: Session, error: unknown) {
  if (!(error instanceof HttpError)) {
    app.log.error({ err: error }, 'guestbook hello failed');
    return session.socket.close(SERVER_FAILURE);
  }
  send(session, { type: 'refused', message: error.message.slice(0, REFUSED_MESSAGE_MAX) });
  session.socket.close(closeCodeOf(error.statusCode));
}

/** The rooms of every invitation's sockets, reading the check-ins and counts from the database. */
function guestbookRoomsOf(app: FastifyInstance) {
  return createGuestbookRooms(
    {
      checkInsSince: (rootId, since, limit) => checkInsSince(app.db, rootId, since, limit),
      counts: (rootId) => guestbookCounts(app.db, rootId),
      latestSeq: (rootId) => latestSeq(app.db, rootId),
      // PGlite runs one statement at a time and a transaction alone: its check-ins commit in seq order.
      settledSeq: isPglite(app.db)
        ? undefined
        : () =>
            settledCheckInSeq(app.db, {
              onTimeout: () => app.log.warn('guestbook hub: a check-in writer ran past the wait; reading anyway'),
            }),
    },
    { onError: (error) => app.log.error({ err: error }, 'guestbook hub read failed') },
  );
}

/**
 * The guestbook's websocket (schemas/realtime/guestbook-messages.ts) at GUESTBOOK_SOCKET_PATH: a
 * socket greets with `hello` (its token, invitation and `since`), is authorized as the guestbook's
 * REST calls are (guestbookViewer), gets `ready` and its catch-up (unless `catch_up` is false), then every check-in of that
 * invitation as it happens in any server process: the 'guestbook_changed' notification (migration
 * 0006's triggers) makes the rooms (services/guestbook/hub-rooms.ts) read and send what is new. When
 * the listener (re)connects, every room reads again. Sockets are pinged, and their access checked
 * again, every `keepAliveMs`: a dead socket is dropped, a revoked or expired access closed.
 * An usher's sockets do not wait for that: a revoke, told to every process on
 * USHER_ACCESS_ENDED_CHANNEL, closes them at once, and each is closed by a timer of its own when its
 * access expires (`refused`, then close 4401 with the reason 'revoked' or 'expired').
 *
 * Many sockets greeting at once (docs/product.md#guestbook) share their reads: hellos with the same
 * token and invitation share one access check, and every check shares the invitation's read, while
 * it runs (coalesced-reads.ts: never older than the hello); the rooms greet a burst from their last
 * read. PGlite runs one query at a time, so a read per hello would queue 300 hellos for seconds.
 */
export const guestbookHubPlugin = fp(
  async (app: FastifyInstance, options: GuestbookHubOptions) => {
    const keepAliveMs = options.keepAliveMs ?? 30_000;
    const helloTimeoutMs = options.helloTimeoutMs ?? 10_000;
    const sessions = new Set<Session>();
    const viewerOf = guestbookAccessOf(app);

    const rooms = guestbookRoomsOf(app);
    const ushers = createUsherSockets();
    const unlistenUshers = app.notifications.listen(USHER_ACCESS_ENDED_CHANNEL, {
      notified: (usherId) => ushers.revoked(usherId),
    });
    const unlistenDoorPrizes = listenToDoorPrizes(app, rooms);
    const unlisten = app.notifications.listen(GUESTBOOK_CHANGED, {
      notified: (invitationId) => rooms.changed(invitationId),
      listening: (up) => {
        if (up) rooms.resyncAll();
      },
    });

    /** The hello checked against its schema and authorized; the socket joins its invitation's room. */
    const greet = async (session: Session, data: string) => {
      let hello: GuestbookHello;
      let rootId: string;
      try {
        hello = helloOf(data);
        // Held before the access is read: a revoke told while it is read still ends this socket.
        const claim = usherClaimOf(hello.token);
        if (claim && claim.expiresAt > Date.now()) {
          const forget = ushers.add(claim.usherId, claim.expiresAt, (why) => endUsherSocket(session, why));
          session.socket.on('close', forget);
        }
        ({ rootId } = await viewerOf(hello));
      } catch (error) {
        return refuse(app, session, error);
      }
      if (!sessions.has(session)) return;
      session.hello = hello;
      session.leave = rooms.join(
        rootId,
        { send: (message) => send(session, message), fail: () => session.socket.close(SERVER_FAILURE) },
        hello.since,
        hello.catch_up !== false,
      );
    };

    /** Access checked again: a revoked usher or a guestbook turned off is refused; an expired token closed (the client greets again with a fresh one). */
    const recheck = async (session: Session) => {
      const { hello } = session;
      if (!hello) return;
      try {
        await viewerOf(hello);
      } catch (error) {
        if (!(error instanceof HttpError)) return;
        if (error.statusCode === 401) session.socket.close(closeCodeOf(401));
        else refuse(app, session, error);
      }
    };

    const keepAlive = setInterval(() => {
      for (const session of sessions) {
        if (!session.alive) {
          session.socket.terminate();
          continue;
        }
        session.alive = false;
        session.socket.ping();
        void recheck(session);
      }
    }, keepAliveMs);
    keepAlive.unref();

    await registerGuestbookSocketRoute(app, { sessions, helloTimeoutMs, greet });

    app.addHook('onClose', async () => {
      clearInterval(keepAlive);
      unlisten();
      unlistenDoorPrizes();
      unlistenUshers();
      ushers.close();
      rooms.close();
    });
  },
  { name: 'guestbook-hub', dependencies: ['services', 'db-notifications'] },
);
