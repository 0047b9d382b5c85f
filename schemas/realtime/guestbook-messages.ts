import { invitationIdProp } from '../entities/common';
import { embedded, type FromSchema, type Schema } from '../json-schema';
import { SEQ_MAX } from '../limits';
import { checkInSchema, guestbookCountsSchema } from '../responses/guestbook';
import { doorPrizeDrawSchema } from '../responses/guestbook-door-prize';

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
 *    moves the counts (an undo, a souvenir, a walk-in); `door-prize` a winner drawn (or shown again)
 *    for the hall's screen. A refused hello gets `refused`, then the
 *    socket closes: 4400 for a hello that is not one (unreadable, or outside these bounds), 4401,
 *    4403 or 4404 as the REST calls would answer its token and invitation.
 *
 * Every number is an integer in the range its column can hold (`seq`: 0 to SEQ_MAX), every text has
 * a length; the invitation is named as the REST calls name it (a row id, TEXT_MAX.id at most).
 */
export const GUESTBOOK_SOCKET_PATH = '/v1/guestbook/socket';
/**
 * An usher's access ended while its socket was open (docs/product.md#guestbook): the owner revoked it
 * or its `expires_at` passed. The server sends `refused`, then closes the socket with
 * USHER_ACCESS_ENDED_CLOSE (4401, as a refused hello with a token that no longer works) and the
 * reason naming why ('revoked' or 'expired'); the device locks and keeps its unsent check-ins.
 */
export const USHER_ACCESS_ENDED_CLOSE = 4401;
export const USHER_ACCESS_ENDS = ['revoked', 'expired'] as const;
export type UsherAccessEnd = (typeof USHER_ACCESS_ENDS)[number];
/** The longest `refused` message (one naming a field of the hello names it as sent: cut to this). */
export const REFUSED_MESSAGE_MAX = 1_000;

export const guestbookHelloSchema = {
  $id: 'realtime/guestbook-hello',
  title: 'Salam pembuka',
  type: 'object',
  additionalProperties: false,
  required: ['type', 'token', 'invitation_id', 'since'],
  properties: {
    type: { const: 'hello' },
    token: { type: 'string', title: 'Token', minLength: 1, maxLength: 4_000 },
    invitation_id: invitationIdProp,
    since: { type: 'integer', title: 'Urutan terakhir', minimum: 0, maximum: SEQ_MAX },
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
      properties: {
        type: { const: 'ready' },
        seq: { type: 'integer', title: 'Urutan', minimum: 0, maximum: SEQ_MAX },
        counts,
      },
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
      // A door prize winner drawn, or shown again by the owner: the hall's screen shows them for a while.
      type: 'object',
      additionalProperties: false,
      required: ['type', 'draw'],
      properties: { type: { const: 'door-prize' }, draw: embedded(doorPrizeDrawSchema) },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'message'],
      properties: {
        type: { const: 'refused' },
        message: { type: 'string', title: 'Pesan', maxLength: REFUSED_MESSAGE_MAX },
      },
    },
  ],
} as const satisfies Schema;

export type GuestbookHello = FromSchema<typeof guestbookHelloSchema>;
export type GuestbookServerMessage = FromSchema<typeof guestbookServerMessageSchema>;
