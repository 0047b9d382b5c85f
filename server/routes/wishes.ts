import { asc, count, desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { wishPayloadSchema, type WishPayload } from '../../schemas/payloads/wish.payload';
import {
  WISH_LIST_DEFAULTS,
  wishIdParamsSchema,
  wishListQuerySchema,
  type WishIdParams,
  type WishListQuery,
} from '../../schemas/requests/guest-writes';
import { invitationSlugParamsSchema, type InvitationSlugParams } from '../../schemas/requests/invitations';
import { wishes } from '../db/schema';
import { checkOptionalGuest, guestInvitation } from '../services/guests/guest-scope';
import { rootInvitationId } from '../services/invitations/ownership';
import { viewerOf, visibleInvitationBySlug } from '../services/invitations/invitation-visibility';
import { publicWriteConfig } from '../services/limits/public-write-limit';
import { wishEntity } from '../services/guests/wish-entity';
import { changeOwnedWish } from '../services/guests/owner-wish-change';
import { arrivingWishStatus, shownWishesOf } from '../services/guests/wish-moderation';

/**
 * Wishes (docs/product.md#wishes): guests post them, anyone lists the shown ones by slug, the owner
 * deletes them. A wish sent while the owner approves wishes first waits, unlisted, for the owner.
 * They belong to the parent invitation, so every version of a page shares one list. Names and messages
 * are stored and answered as plain text; the page renders them as text, never as HTML.
 */
export async function wishRoutes(app: FastifyInstance, options: { publicWriteLimit: number }) {
  app.post<{ Body: WishPayload }>(
    '/v1/wish',
    { schema: { body: wishPayloadSchema }, config: publicWriteConfig(options.publicWriteLimit) },
    async (request, reply) => {
      const { name, message, invitation_id, guest_id } = request.body;
      const invitation = await guestInvitation(app.db, invitation_id, await viewerOf(app, request));
      await checkOptionalGuest(app.db, invitation, guest_id);
      // Waiting for the owner when they approve wishes first (docs/product.md#wish-moderation).
      const status = await arrivingWishStatus(app.db, invitation);
      const [row] = await app.db
        .insert(wishes)
        .values({ invitation_id: rootInvitationId(invitation), guest_id: guest_id ?? null, name, message, status })
        .returning();
      return reply.code(201).send({ data: wishEntity(row!) });
    },
  );

  app.get<{ Params: InvitationSlugParams; Querystring: WishListQuery }>(
    '/v2/invitation/slug/:slug/wish',
    { schema: { params: invitationSlugParamsSchema, querystring: wishListQuerySchema } },
    async (request) => {
      const { pageSize, page, sort } = { ...WISH_LIST_DEFAULTS, ...request.query };
      const invitation = await visibleInvitationBySlug(app.db, request.params.slug, await viewerOf(app, request));
      const ofInvitation = shownWishesOf(rootInvitationId(invitation));
      const order = sort === 'created_at:ASC' ? asc : desc;
      const rows = await app.db
        .select()
        .from(wishes)
        .where(ofInvitation)
        .orderBy(order(wishes.created_at), order(wishes.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [{ total } = { total: 0 }] = await app.db.select({ total: count() }).from(wishes).where(ofInvitation);
      return { data: rows.map(wishEntity), meta: { total, page, pageSize, sort } };
    },
  );

  app.delete<{ Params: WishIdParams }>(
    '/v1/wish/:id',
    { onRequest: app.requireOwner, schema: { params: wishIdParamsSchema } },
    async (request) => {
      const deleted = await changeOwnedWish(app.db, request.ownerId, request.params.id, 'delete', (where) =>
        app.db.delete(wishes).where(where).returning(),
      );
      return { data: wishEntity(deleted) };
    },
  );
}
