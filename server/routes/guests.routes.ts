import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  guestGroupSeatsSchema,
  guestImportSchema,
  guestListQuerySchema,
  guestPayloadSchema,
  type GuestGroupSeats,
  type GuestImport,
  type GuestListQuery,
  type GuestPayload,
} from '../../schemas/requests/guests';
import {
  guestGroupSeatsResultSchema,
  guestImportResultSchema,
  guestListMetaSchema,
  ownerGuestSchema,
} from '../../schemas/responses/owner-guests';
import { guests } from '../db/schema';
import { messageSentQuerySchema, type MessageSentQuery } from '../../schemas/requests/guest-messages';
import { notFound } from '../http/http-error';
import { numbersWithoutSeparators } from '../http/number-separators';
import { preconditionsOf } from '../http/write-preconditions';
import { dataListResponse, dataResponse, plainSchema } from '../http/response-schema';
import { setGroupSeats } from '../services/guests/guest-group-seats';
import { importGuests } from '../services/guests/guest-import';
import { markMessageSent } from '../services/guests/guest-message-sent';
import { saveGuest } from '../services/guests/guest-save';
import { ownerGuests } from '../services/guests/guest-entities';
import { guestPage } from '../services/guests/guest-list-filters';
import { accessibleRowInvitation } from '../services/invitations/owned-row';
import type { Transaction } from '../services/invitations/content-order';
import { guestKey, writeChange, type ChangeAction } from '../services/invitations/invitation-changes';
import { accessibleInvitation, rootInvitationId, type InvitationRow } from '../services/invitations/ownership';
import type { ApiOptions } from './api-options';

type IdParams = { Params: { id: string } };
export const GUEST_NOT_FOUND = 'Tamu tidak ditemukan';
/** The guest list's name in the owner area, as the list of changes says it. */
const GUESTS_SUBJECT = 'Daftar Tamu';

const ownerGuestResponse = { 200: dataResponse(ownerGuestSchema) };
const guestListResponse = {
  200: {
    ...dataListResponse(ownerGuestSchema),
    required: ['data', 'meta'],
    properties: { ...dataListResponse(ownerGuestSchema).properties, meta: plainSchema(guestListMetaSchema) },
  },
};

/**
 * Guests (docs/product.md#guest-list): the owner's list (searched, filtered, sorted and paged on the
 * server), adding, editing, importing, marking a link sent and removing (the guest a public link
 * identifies: guest-code.routes.ts). Guests belong to the root invitation, so every version shares them.
 */
export async function guestRoutes(app: FastifyInstance, _options: ApiOptions) {
  const owner = { onRequest: app.requireOwner };

  /** The invitation of a guest the caller may change (404 for no such guest, else 403). */
  const guestInvitation = (userId: string, guestId: string) =>
    accessibleRowInvitation(app.db, userId, guests, guestId, GUEST_NOT_FOUND, 'edit');

  /**
   * A write of the guest list as one change of 'Daftar Tamu' (docs/product.md#changes), checked against
   * If-Match when sent. No Idempotency-Key here: a repeated guest is refused by its number already.
   */
  const changeGuests = <T>(
    request: FastifyRequest,
    invitation: InvitationRow,
    what: { key: string; action: ChangeAction },
    write: (tx: Transaction) => Promise<T>,
  ) =>
    writeChange(
      app.db,
      {
        rootId: rootInvitationId(invitation),
        entityKey: what.key,
        subject: GUESTS_SUBJECT,
        action: what.action,
        userId: request.ownerId,
      },
      { basedOn: preconditionsOf(request).basedOn },
      write,
    ).then((change) => change.result as T);

  /** The owner's view of one guest row just written. */
  const answer = async (rows: (typeof guests.$inferSelect)[]) => {
    const [guest] = await ownerGuests(app.db, rows);
    if (!guest) throw notFound(GUEST_NOT_FOUND);
    return guest;
  };

  app.get<IdParams & { Querystring: GuestListQuery }>(
    '/v1/invitation/:id/guest',
    { ...owner, schema: { querystring: guestListQuerySchema, response: guestListResponse } },
    async (request) => {
      const invitation = await accessibleInvitation(app.db, request.ownerId, request.params.id, 'read');
      return guestPage(app.db, rootInvitationId(invitation), request.query);
    },
  );

  app.post<IdParams & { Body: GuestPayload }>(
    '/v1/invitation/:id/guest',
    {
      ...owner,
      preValidation: numbersWithoutSeparators,
      schema: { body: guestPayloadSchema, response: { 201: ownerGuestResponse[200] } },
    },
    async (request, reply) => {
      const invitation = await accessibleInvitation(app.db, request.ownerId, request.params.id, 'edit');
      const rows = await changeGuests(request, invitation, { key: `guests:${invitation.id}`, action: 'create' }, (tx) =>
        saveGuest(tx, rootInvitationId(invitation), request.body),
      );
      return reply.code(201).send({ data: await answer(rows) });
    },
  );

  app.post<IdParams & { Body: GuestImport }>(
    '/v1/invitation/:id/guest/import',
    {
      ...owner,
      preValidation: numbersWithoutSeparators,
      schema: { body: guestImportSchema, response: { 201: dataResponse(guestImportResultSchema) } },
    },
    async (request, reply) => {
      const invitation = await accessibleInvitation(app.db, request.ownerId, request.params.id, 'edit');
      const result = await changeGuests(
        request,
        invitation,
        { key: `guests:${invitation.id}`, action: 'create' },
        (tx) => importGuests(tx, rootInvitationId(invitation), request.body.guests),
      );
      return reply.code(201).send({ data: result });
    },
  );

  app.put<IdParams & { Body: GuestGroupSeats }>(
    '/v1/invitation/:id/guest-group/seats',
    { ...owner, schema: { body: guestGroupSeatsSchema, response: { 200: dataResponse(guestGroupSeatsResultSchema) } } },
    async (request) => {
      const invitation = await accessibleInvitation(app.db, request.ownerId, request.params.id, 'edit');
      const result = await changeGuests(
        request,
        invitation,
        { key: `guests:${invitation.id}`, action: 'update' },
        (tx) => setGroupSeats(tx, rootInvitationId(invitation), request.body),
      );
      return { data: result };
    },
  );

  // PUT replaces the guest: a group or number left out is cleared (seats left out stay).
  app.put<IdParams & { Body: GuestPayload }>(
    '/v1/guest/:id',
    {
      ...owner,
      preValidation: numbersWithoutSeparators,
      schema: { body: guestPayloadSchema, response: ownerGuestResponse },
    },
    async (request) => {
      const { id } = request.params;
      const invitation = await guestInvitation(request.ownerId, id);
      const rows = await changeGuests(request, invitation, { key: guestKey(id), action: 'update' }, (tx) =>
        saveGuest(tx, invitation.id, request.body, id),
      );
      return { data: await answer(rows) };
    },
  );

  // Which message went (the invitation, a reminder, a thank-you): its time on the guest (guest-message-sent.ts).
  app.post<IdParams & { Querystring: MessageSentQuery }>(
    '/v1/guest/:id/sent',
    { ...owner, schema: { querystring: messageSentQuerySchema, response: ownerGuestResponse } },
    async (request) => {
      await guestInvitation(request.ownerId, request.params.id);
      const rows = await markMessageSent(app.db, request.params.id, request.query.kind ?? 'invitation');
      return { data: await answer(rows) };
    },
  );

  // The guest's RSVP entries go with them (a foreign key that cascades); their wishes stay, unnamed.
  app.delete<IdParams>('/v1/guest/:id', owner, async (request) => {
    const { id } = request.params;
    const invitation = await guestInvitation(request.ownerId, id);
    await changeGuests(request, invitation, { key: guestKey(id), action: 'delete' }, (tx) =>
      tx.delete(guests).where(eq(guests.id, id)),
    );
    return { data: { id } };
  });
}
