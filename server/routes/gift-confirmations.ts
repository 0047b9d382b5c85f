import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  giftConfirmationPayloadSchema,
  type GiftConfirmationPayload,
} from '../../schemas/payloads/gift-confirmation.payload';
import { wishlistItemParamsSchema, type WishlistItemParams } from '../../schemas/requests/guest-writes';
import { wishlistConfirmations, wishlistGifts } from '../db/schema';
import { conflict, notFound } from '../http/http-error';
import { numbersWithoutSeparators } from '../http/number-separators';
import { giftConfirmationEntity } from '../services/gifts/gift-confirmation-entity';
import { checkOptionalGuest, guestInvitation } from '../services/guests/guest-scope';
import { accessibleRowInvitation } from '../services/invitations/owned-row';
import { rootInvitationId } from '../services/invitations/ownership';
import { viewerOf } from '../services/invitations/invitation-visibility';
import { publicWriteConfig } from '../services/limits/public-write-limit';

const ITEM_NOT_FOUND = 'Kado tidak ditemukan';

/**
 * Wishlist gift confirmations (docs/product.md#gift-confirmation): a guest confirms an item until its
 * confirmations reach its quantity; the owner reads them per item.
 */
export async function giftConfirmationRoutes(app: FastifyInstance, options: { publicWriteLimit: number }) {
  app.post<{ Body: GiftConfirmationPayload }>(
    '/v1/gift/wishlist/confirmation',
    {
      preValidation: numbersWithoutSeparators,
      schema: { body: giftConfirmationPayloadSchema },
      config: publicWriteConfig(options.publicWriteLimit),
    },
    async (request, reply) => {
      const { invitation_wishlist_id, guest_id, notes, ...body } = request.body;
      const invitation = await guestInvitation(app.db, body.invitation_id, await viewerOf(app, request));
      await checkOptionalGuest(app.db, invitation, guest_id);
      const invitationId = rootInvitationId(invitation);
      // The item row stays locked until commit, so two guests never both take the last one.
      const row = await app.db.transaction(async (tx) => {
        const [item] = await tx
          .select({ id: wishlistGifts.id, qty: wishlistGifts.qty })
          .from(wishlistGifts)
          .where(and(eq(wishlistGifts.id, invitation_wishlist_id), eq(wishlistGifts.invitation_id, invitationId)))
          .for('update');
        if (!item) throw notFound(ITEM_NOT_FOUND);
        const [taken] = await tx
          .select({ total: count() })
          .from(wishlistConfirmations)
          .where(eq(wishlistConfirmations.invitation_wishlist_id, item.id));
        if ((taken?.total ?? 0) >= item.qty) throw conflict('Kado ini sudah dipesan oleh tamu lain');
        const [inserted] = await tx
          .insert(wishlistConfirmations)
          .values({
            ...body,
            notes: notes ?? null,
            invitation_wishlist_id: item.id,
            invitation_id: invitationId,
            guest_id: guest_id ?? null,
            status: 'pending',
          })
          .returning();
        return inserted!;
      });
      return reply.code(201).send({ data: giftConfirmationEntity(row) });
    },
  );

  app.get<{ Params: WishlistItemParams }>(
    '/v1/gift/wishlist/confirmation/:id',
    { onRequest: app.requireOwner, schema: { params: wishlistItemParamsSchema } },
    async (request) => {
      const { id } = request.params;
      await accessibleRowInvitation(app.db, request.ownerId, wishlistGifts, id, ITEM_NOT_FOUND, 'read');
      const rows = await app.db
        .select()
        .from(wishlistConfirmations)
        .where(eq(wishlistConfirmations.invitation_wishlist_id, id))
        .orderBy(asc(wishlistConfirmations.created_at), asc(wishlistConfirmations.id));
      return { data: rows.map(giftConfirmationEntity) };
    },
  );
}
