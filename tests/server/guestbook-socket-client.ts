import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import {
  GUESTBOOK_SOCKET_PATH,
  type GuestbookHello,
  type GuestbookServerMessage,
} from '../../schemas/realtime/guestbook-messages';

/** How long a test waits for a message before it fails (a guard, never the thing asserted). */
const WAIT_MS = 15_000;

export type Message = GuestbookServerMessage;
export type CheckInMessage = Extract<Message, { type: 'check-in' }>;

/** The guestbook socket's address of an app listening on a port. */
export function socketUrl(app: FastifyInstance): string {
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}${GUESTBOOK_SOCKET_PATH}`;
}

/**
 * A websocket client of the guestbook (the `ws` package, as a browser would connect): it sends the
 * hello (or raw text), keeps every message it gets and tells how it was closed.
 */
export async function guestbookClient(
  app: FastifyInstance,
  hello: GuestbookHello | string,
  options: { autoPong?: boolean } = {},
) {
  const socket = new WebSocket(socketUrl(app), { autoPong: options.autoPong ?? true });
  const messages: Message[] = [];
  let changed = () => {};
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as Message);
    changed();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(typeof hello === 'string' ? hello : JSON.stringify(hello));

  /** Resolves once the messages so far satisfy `done` (checked at each message), with them. */
  const until = (done: (messages: Message[]) => boolean, what = 'the expected messages') =>
    new Promise<Message[]>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ${what} within ${WAIT_MS} ms; got ${JSON.stringify(messages.map((m) => m.type))}`)),
        WAIT_MS,
      );
      changed = () => {
        if (!done(messages)) return;
        clearTimeout(timer);
        changed = () => {};
        resolve(messages);
      };
      changed();
    });

  return {
    socket,
    messages,
    closed,
    until,
    /** The check-in messages so far. */
    checkIns: () => messages.filter((m): m is CheckInMessage => m.type === 'check-in'),
    /** Resolves once `count` check-in messages came. */
    untilCheckIns: (count: number) =>
      until((all) => all.filter((m) => m.type === 'check-in').length >= count, `${count} check-ins`),
    /** Resolves with the first message of `type` (after the first `after` messages). */
    next: async <T extends Message['type']>(type: T, after = 0) => {
      const all = await until((all) => all.slice(after).some((m) => m.type === type), `'${type}'`);
      return all.slice(after).find((m) => m.type === type) as Extract<Message, { type: T }>;
    },
    close: async () => {
      socket.close();
      await closed;
    },
  };
}

export type GuestbookClient = Awaited<ReturnType<typeof guestbookClient>>;
