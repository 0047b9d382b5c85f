import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  guestCodeQuerySchema,
  guestPayloadSchema,
  type GuestCodeQuery,
  type GuestPayload,
} from '../../schemas/requests/guests';
import { guests } from '../db/schema';
import { HttpError, notFound } from '../http/http-error';
import { guestByCode, ownerGuests } from '../services/guest-list';
import { viewerOf, visibleInvitationBySlug } from '../services/invitation-visibility';
import { ownedInvitation, rootInvitationId } from '../services/ownership';
import type { ApiOptions } from './api-options';

type IdParams = { Params: { id: string } };
const GUEST_NOT_FOUND = 'Tamu tidak ditemukan';

/** Guests: CRUD for owners and the guest a public link identifies. */
export async function guestRoutes(app: FastifyInstance, _options: ApiOptions) {
  const owner = { onRequest: app.requireOwner };

  /** The guest row if it belongs to one of the caller's invitations (404, else 403). */
  async function ownedGuest(ownerId: string, guestId: string) {
    const [row] = await app.db.select().from(guests).where(eq(guests.id, guestId));
    if (!row) throw notFound(GUEST_NOT_FOUND);
    await ownedInvitation(app.db, ownerId, row.invitation_id);
    return row;
  }

  app.get<IdParams>('/v1/invitation/:id/guest', owner, async (request) => {
    const invitation = await ownedInvitation(app.db, request.ownerId, request.params.id);
    const rows = await app.db
      .select()
      .from(guests)
      .where(eq(guests.invitation_id, rootInvitationId(invitation)))
      .orderBy(guests.created_at, guests.id);
    return { data: await ownerGuests(app.db, rows) };
  });

  app.post<IdParams & { Body: GuestPayload }>(
    '/v1/invitation/:id/guest',
    { ...owner, schema: { body: guestPayloadSchema } },
    async (request, reply) => {
      const invitation = await ownedInvitation(app.db, request.ownerId, request.params.id);
      const rows = await app.db
        .insert(guests)
        .values({ invitation_id: rootInvitationId(invitation), name: request.body.name })
        .returning();
      const [guest] = await ownerGuests(app.db, rows);
      return reply.code(201).send({ data: guest });
    },
  );

  app.put<IdParams & { Body: GuestPayload }>(
    '/v1/guest/:id',
    { ...owner, schema: { body: guestPayloadSchema } },
    async (request) => {
      await ownedGuest(request.ownerId, request.params.id);
      const rows = await app.db
        .update(guests)
        .set({ name: request.body.name })
        .where(eq(guests.id, request.params.id))
        .returning();
      const [guest] = await ownerGuests(app.db, rows);
      return { data: guest };
    },
  );

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
      const guest = invitation && (await guestByCode(app.db, invitation, request.params.code));
      if (!guest) throw notFound(GUEST_NOT_FOUND);
      return { data: guest };
    },
  );
}
