import {
  GUESTBOOK_SOCKET_PATH,
  type GuestbookHello,
  type GuestbookServerMessage,
} from '../../schemas/realtime/guestbook-messages';
import { writtenAddress } from './service-addresses';

export type GuestbookSocketStatus = 'connecting' | 'open' | 'closed' | 'refused';

export type GuestbookSocketOptions = {
  invitationId: string;
  /** The bearer token to greet with (the owner's or an usher's), asked afresh at every (re)connection. */
  token: () => Promise<string | null> | string | null;
  /** The last check-in `seq` the caller has handled (0: none): the server sends what came after. */
  since: () => number;
  /** false: the server sends none of the check-ins before `ready` (a page that reads only the counts). */
  catchUp?: boolean;
  onMessage: (message: GuestbookServerMessage) => void;
  onStatus?: (status: GuestbookSocketStatus) => void;
  /** The server closed the socket: its code and reason, with the token it greeted with (4401 'revoked'/'expired': an usher's access ended). */
  onClosed?: (close: { code: number; reason: string; token: string }) => void;
  /** Where the socket lives; by default the address the server names, else the page's own host. */
  url?: string;
};

/** The guestbook's websocket: the address the server names, else ws(s):// of the page's own host. */
export function guestbookSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return (
    writtenAddress('socket') ??
    `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${GUESTBOOK_SOCKET_PATH}`
  );
}

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;

/**
 * The guestbook's websocket (schemas/realtime/guestbook-messages.ts), kept open: it greets with a
 * token and the last seq handled, and reconnects with a growing pause (to 10 s) whenever it drops,
 * greeting again with the seq handled by then, so nothing is missed and nothing comes twice. A hello
 * the server refuses (a revoked or expired access) stops it: status 'refused'.
 */
export function openGuestbookSocket(options: GuestbookSocketOptions): { close: () => void } {
  let socket: WebSocket | undefined;
  let closed = false;
  let refused = false;
  let delay = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const retry = () => {
    if (closed || refused) return;
    options.onStatus?.('closed');
    timer = setTimeout(connect, delay);
    delay = Math.min(delay * 2, MAX_RETRY_MS);
  };

  async function connect() {
    if (closed) return;
    options.onStatus?.('connecting');
    const token = await Promise.resolve(options.token()).catch(() => null);
    if (closed) return;
    if (!token) return retry();
    const open = new WebSocket(options.url ?? guestbookSocketUrl());
    socket = open;
    open.onopen = () => {
      const hello: GuestbookHello = {
        type: 'hello',
        token,
        invitation_id: options.invitationId,
        since: options.since(),
        ...(options.catchUp === false && { catch_up: false }),
      };
      open.send(JSON.stringify(hello));
    };
    open.onmessage = (event) => {
      let message: GuestbookServerMessage;
      try {
        message = JSON.parse(String(event.data)) as GuestbookServerMessage;
      } catch {
        return;
      }
      if (message.type === 'ready') {
        delay = FIRST_RETRY_MS;
        options.onStatus?.('open');
      }
      if (message.type === 'refused') {
        refused = true;
        options.onStatus?.('refused');
      }
      options.onMessage(message);
    };
    open.onclose = (event) => {
      if (socket === open) socket = undefined;
      if (!closed) options.onClosed?.({ code: event.code, reason: event.reason, token });
      retry();
    };
    open.onerror = () => open.close();
  }

  void connect();
  return {
    close: () => {
      closed = true;
      clearTimeout(timer);
      socket?.close();
      options.onStatus?.('closed');
    },
  };
}
