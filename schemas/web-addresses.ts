/*
 * Where the web app finds the API, the guestbook's websocket and the guestbook's pages
 * (docs/operations.md#addresses). The server is told them by its settings (API_URL,
 * GUESTBOOK_SOCKET_URL, GUESTBOOK_URL) and writes each one that is set into every page it sends, as a
 * `<meta name="…" content="…">` of WEB_ADDRESS_META; the web app reads them once. An address not set
 * is the page's own origin, as before: the API, the socket and the ushers' pages on the same host.
 */

/** The meta element's name of each address. */
export const WEB_ADDRESS_META = {
  /** The API's origin (and path prefix, if any): calls go to `<api>/v1/…`. */
  api: 'undangan:api-url',
  /** The guestbook websocket's full address (ws:// or wss://, with its path). */
  socket: 'undangan:guestbook-socket-url',
  /** The origin the ushers' pages are opened at (their links: `<guestbook>/guestbook/<code>`). */
  guestbook: 'undangan:guestbook-url',
} as const;

export type WebAddressName = keyof typeof WEB_ADDRESS_META;

/** The addresses the server was told; a missing one is the page's own origin. */
export type WebAddresses = Partial<Record<WebAddressName, string>>;
