import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  guestCodeQuerySchema,
  guestImportSchema,
  guestListQuerySchema,
  guestPayloadSchema,
  type GuestCodeQuery,
  type GuestImport,
  type GuestListQuery,
  type GuestPayload,
} from '../../schemas/requests/guests';
import { guestImportResultSchema, guestListMetaSchema, ownerGuestSchema } from '../../schemas/responses/owner-guests';
import { guests } from '../db/schema';
import { HttpError, notFound } from '../http/http-error';
import { dataListResponse, dataResponse, plainSchema } from '../http/response-schema';
import { assertNumberFree, importGuests, storedGuestFields, withNumberConflict } from '../services/guests/guest-import';
import { GUEST_CODE_GUESSES_MESSAGE, guardedGuestLookup } from '../services/limits/guest-code-guess-limit';
import { guestByCode, ownerGuests } from '../services/guests/guest-entities';
import { guestPage } from '../services/guests/guest-list-filters';
import { viewerOf, visibleInvitationBySlug } from '../services/invitations/invitation-visibility';
import { ownedInvitation, rootInvitationId } from '../services/invitations/ownership';
import type { ApiOptions } from './api-options';

type IdParams = { Params: { id: string } };
const GUEST_NOT_FOUND = 'Tamu tidak ditemukan';

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
 * server), adding, editing, importing, marking a link sent and removing; and the guest a public link
 * identifies. Guests belong to the root invitation, so every version shares them.
 */
export async function guestRoutes(app: FastifyInstance, _options: ApiOptions) {
  const owner = { onRequest: app.requireOwner };

  /** The guest row if it belongs to one of the caller's invitations (404, else 403). */
  async function ownedGuest(ownerId: string, guestId: string) {
    const [row] = await app.db.select().from(guests).where(eq(guests.id, guestId));
    if (!row) throw notFound(GUEST_NOT_FOUND);
    await ownedInvitation(app.db, ownerId, row.invitation_id);
    return row;
  }

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
      const invitation = await ownedInvitation(app.db, request.ownerId, request.params.id);
      return guestPage(app.db, rootInvitationId(invitation), request.query);
    },
  );

  app.post<IdParams & { Body: GuestPayload }>(
    '/v1/invitation/:id/guest',
    { ...owner, schema: { body: guestPayloadSchema, response: { 201: ownerGuestResponse[200] } } },
    async (request, reply) => {
      const invitation = await ownedInvitation(app.db, request.ownerId, request.params.id);
      const rootId = rootInvitationId(invitation);
      const fields = storedGuestFields(request.body);
      await assertNumberFree(app.db, rootId, fields.whatsapp_number);
      const rows = await withNumberConflict(() =>
        app.db
          .insert(guests)
          .values({ ...fields, invitation_id: rootId })
          .returning(),
      );
      return reply.code(201).send({ data: await answer(rows) });
    },
  );

  app.post<IdParams & { Body: GuestImport }>(
    '/v1/invitation/:id/guest/import',
    { ...owner, schema: { body: guestImportSchema, response: { 201: dataResponse(guestImportResultSchema) } } },
    async (request, reply) => {
      const invitation = await ownedInvitation(app.db, request.ownerId, request.params.id);
      const result = await importGuests(app.db, rootInvitationId(invitation), request.body.guests);
      return reply.code(201).send({ data: result });
    },
  );

  // PUT replaces the guest: a group or number left out is cleared.
  app.put<IdParams & { Body: GuestPayload }>(
    '/v1/guest/:id',
    { ...owner, schema: { body: guestPayloadSchema, response: ownerGuestResponse } },
    async (request) => {
      const guest = await ownedGuest(request.ownerId, request.params.id);
      const fields = storedGuestFields(request.body);
      await assertNumberFree(app.db, guest.invitation_id, fields.whatsapp_number, guest.id);
      const rows = await withNumberConflict(() =>
        app.db.update(guests).set(fields).where(eq(guests.id, guest.id)).returning(),
      );
      return { data: await answer(rows) };
    },
  );

  app.post<IdParams>('/v1/guest/:id/sent', { ...owner, schema: { response: ownerGuestResponse } }, async (request) => {
    const guest = await ownedGuest(request.ownerId, request.params.id);
    const rows = await app.db
      .update(guests)
      .set({ sent_at: sql`now()` })
      .where(eq(guests.id, guest.id))
      .returning();
    return { data: await answer(rows) };
  });

  // The guest's RSVP entries go with them (a foreign key that cascades); their wishes stay, unnamed.
  app.delete<IdParams>('/v1/guest/:id', owner, async (request) => {
    await ownedGuest(request.ownerId, request.params.id);
    await app.db.delete(guests).where(eq(guests.id, request.params.id));
    return { data: { id: request.params.id } };
  });

  app.get<{ Params: { code: string }; Querystring: GuestCodeQuery }>(
    '/v1/guest/code/:code',
    { schema: { querystring: guestCodeQuerySchema } },
    async (request) => {
      // No such invitation (or another's draft) reads as no such guest; an expired one says so (410).
      const invitation = await visibleInvitationBySlug(app.db, request.query.slug, await viewerOf(app, request)).catch(
        (error: unknown) => {
          if (error instanceof HttpError && error.statusCode === 404) return undefined;
          throw error;
        },
      );
      // A client that has missed too often is told to wait (server/services/limits/guest-code-guess-limit.ts).
      const found = await guardedGuestLookup(app.guestCodeGuesses, request, async () =>
        invitation ? guestByCode(app.db, invitation, request.params.code) : null,
      );
      if (found.blocked) throw new HttpError(429, GUEST_CODE_GUESSES_MESSAGE);
      if (!found.guest) throw notFound(GUEST_NOT_FOUND);
      return { data: found.guest };
    },
  );
}
