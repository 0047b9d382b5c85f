import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { giftConfirmationSchema } from '../../schemas/entities/gift-confirmation.schema';
import {
  giftConfirmationIdParamsSchema,
  giftReceivedSchema,
  type GiftConfirmationIdParams,
  type GiftReceived,
} from '../../schemas/requests/gift-confirmation-marks';
import { wishlistConfirmations } from '../db/schema';
import { notFound } from '../http/http-error';
import { dataResponse } from '../http/response-schema';
import { giftConfirmationEntity } from '../services/gifts/gift-confirmation-entity';
import { accessibleRowInvitation } from '../services/invitations/owned-row';

export const CONFIRMATION_NOT_FOUND = 'Konfirmasi kado tidak ditemukan';

type Marks = PgUpdateSetSource<typeof wishlistConfirmations>;

/**
 * The owner's marks on a wishlist gift confirmation (docs/product.md#gift-confirmation), for whoever
 * may edit the invitation: the gift arrived (`received`, or back to `pending`), and the buyer was
 * thanked through WhatsApp. Not changes of the invitation, like a guest's link marked sent.
 */
export async function giftConfirmationMarkRoutes(app: FastifyInstance) {
  const response = { 200: dataResponse(giftConfirmationSchema) };

  const mark = async (ownerId: string, id: string, marks: Marks) => {
    await accessibleRowInvitation(app.db, ownerId, wishlistConfirmations, id, CONFIRMATION_NOT_FOUND, 'edit');
    const [row] = await app.db
      .update(wishlistConfirmations)
      .set(marks)
      .where(eq(wishlistConfirmations.id, id))
      .returning();
    if (!row) throw notFound(CONFIRMATION_NOT_FOUND); // deleted meanwhile
    return { data: giftConfirmationEntity(row) };
  };

  app.put<{ Params: GiftConfirmationIdParams; Body: GiftReceived }>(
    '/v1/gift/wishlist/confirmation/:id/received',
    {
      onRequest: app.requireOwner,
      schema: { params: giftConfirmationIdParamsSchema, body: giftReceivedSchema, response },
    },
    (request) =>
      mark(
        request.ownerId,
        request.params.id,
        // Marked again, it keeps the day it first arrived.
        request.body.received
          ? { status: 'received', received_at: sql`coalesce(${wishlistConfirmations.received_at}, now())` }
          : { status: 'pending', received_at: null },
      ),
  );

  app.post<{ Params: GiftConfirmationIdParams }>(
    '/v1/gift/wishlist/confirmation/:id/thanked',
    { onRequest: app.requireOwner, schema: { params: giftConfirmationIdParamsSchema, response } },
    (request) => mark(request.ownerId, request.params.id, { thanked_at: sql`now()` }),
  );
}
