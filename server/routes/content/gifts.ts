import type { FastifyInstance } from 'fastify';
import {
  physicalGiftCreateSchema,
  physicalGiftUpdateSchema,
  virtualGiftCreateSchema,
  virtualGiftUpdateSchema,
  wishlistGiftCreateSchema,
  wishlistGiftUpdateSchema,
} from '../../../schemas/requests/content';
import { physicalGifts, virtualGifts, wishlistGifts } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { entityRow } from '../../db/entity-row';
import { viewerOf, visibleInvitationBySlug } from '../../services/invitations/invitation-visibility';
import { rootInvitationId } from '../../services/invitations/ownership';
import { listedGiftsOf, wishlistWithConfirmations } from '../../services/gifts/invitation-gifts';
import { ownedCrudRoutes } from './owned-crud';
import { SECTIONS } from '../../../schemas/sections';

const UNKNOWN_TYPE = 'Jenis kado tidak dikenal';
/** A QRIS image must be one the owner (or the editing member) uploaded: never a picture from elsewhere. */
export const QRIS_NOT_YOURS = 'Gambar QRIS tidak ditemukan di unggahan Anda. Unggah ulang gambarnya.';

/**
 * Gifts (docs/product.md#gifts): the public listing, and the owner's writes per type at
 * /v1/gift/{type}, type being physical, virtual or wishlist; any other type is a 404.
 */
export async function giftRoutes(app: FastifyInstance) {
  app.get<{ Params: { slug: string } }>('/v1/invitation/slug/:slug/gift', async (request) => {
    const invitation = await visibleInvitationBySlug(app.db, request.params.slug, await viewerOf(app, request));
    return { data: await listedGiftsOf(app.db, rootInvitationId(invitation)) };
  });

  ownedCrudRoutes(app, {
    path: '/v1/gift/physical',
    table: physicalGifts,
    create: physicalGiftCreateSchema,
    update: physicalGiftUpdateSchema,
    onRoot: true,
    missing: 'Kado tidak ditemukan',
    subject: SECTIONS.gift.settings.title,
    defaults: { is_active: true },
    entity: ({ invitation_id: _invitation, ...row }) => entityRow(physicalGifts, row),
  });

  ownedCrudRoutes(app, {
    path: '/v1/gift/virtual',
    table: virtualGifts,
    create: virtualGiftCreateSchema,
    update: virtualGiftUpdateSchema,
    onRoot: true,
    missing: 'Kado tidak ditemukan',
    subject: SECTIONS.gift.settings.title,
    defaults: { is_active: true },
    ownUploads: { qris_image: QRIS_NOT_YOURS },
    entity: ({ invitation_id: _invitation, ...row }) => entityRow(virtualGifts, row),
  });

  ownedCrudRoutes(app, {
    path: '/v1/gift/wishlist',
    table: wishlistGifts,
    create: wishlistGiftCreateSchema,
    update: wishlistGiftUpdateSchema,
    onRoot: true,
    missing: 'Kado tidak ditemukan',
    subject: SECTIONS.gift.settings.title,
    entity: async (row) => (await wishlistWithConfirmations(app.db, [row]))[0],
  });

  const unknownType = async () => {
    throw notFound(UNKNOWN_TYPE);
  };
  // Not operations of the API: left out of its OpenAPI document.
  const fallback = { schema: { hide: true } };
  app.post('/v1/gift/:type', fallback, unknownType);
  app.put('/v1/gift/:type/:id', fallback, unknownType);
  app.delete('/v1/gift/:type/:id', fallback, unknownType);
}
