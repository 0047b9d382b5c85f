import { embedded, type FromSchema, type Schema } from '../json-schema';
import { checkInSchema, guestbookCountsSchema } from '../responses/guestbook';

/*
 * The guestbook's websocket (GUESTBOOK_SOCKET_PATH, docs/product.md#guestbook): every open greeting
 * screen, usher device and dashboard of an invitation hears its check-ins as they happen, on any
 * server process (PostgreSQL's LISTEN/NOTIFY carries them between processes).
 *
 * 1. The client opens the socket and sends `hello` with its bearer token (the owner's or an usher's),
 *    the invitation and `since`, the last check-in `seq` it has seen (0: none).
 * 2. The server answers `ready`, then every check-in after `since` in `seq` order (a screen that
 *    reconnects catches up; `catch_up: false` skips them, for a page that reads only the counts),
 *    then each new one as it comes; `changed` tells of anything else that
 *    moves the counts (an undo, a souvenir, a walk-in). A refused hello gets `refused`, then the
 *    socket closes.
 */
export const GUESTBOOK_SOCKET_PATH = '/v1/guestbook/socket';

export const guestbookHelloSchema = {
  $id: 'realtime/guestbook-hello',
  title: 'Salam pembuka',
  type: 'object',
  additionalProperties: false,
  required: ['type', 'token', 'invitation_id', 'since'],
  properties: {
    type: { const: 'hello' },
    token: { type: 'string', title: 'Token', minLength: 1, maxLength: 4_000 },
    invitation_id: { type: 'string', title: 'Undangan', minLength: 1, maxLength: 200 },
    since: { type: 'integer', title: 'Urutan terakhir', minimum: 0 },
    /** false: no check-ins after `since`, only those after `ready` (absent: true). */
    catch_up: { type: 'boolean', title: 'Kirim check-in yang terlewat' },
  },
} as const satisfies Schema;

const counts = embedded(guestbookCountsSchema);

export const guestbookServerMessageSchema = {
  $id: 'realtime/guestbook-server-message',
  title: 'Pesan buku tamu',
  oneOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'seq', 'counts'],
      properties: { type: { const: 'ready' }, seq: { type: 'integer', minimum: 0 }, counts },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'check_in', 'counts'],
      properties: { type: { const: 'check-in' }, check_in: embedded(checkInSchema), counts },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'counts'],
      properties: { type: { const: 'changed' }, counts },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'message'],
      properties: { type: { const: 'refused' }, message: { type: 'string' } },
    },
  ],
} as const satisfies Schema;

export type GuestbookHello = FromSchema<typeof guestbookHelloSchema>;
export type GuestbookServerMessage = FromSchema<typeof guestbookServerMessageSchema>;
