import type { FromSchema, Schema } from '../json-schema';
import { idParams } from './id-params';
import { pageQueryProp, pageSizeQueryProp, queryObject } from './list-query';

/**
 * Requests of the guest calls (docs/product.md#api) beyond their bodies, which live in
 * schemas/payloads. The slug of GET /v2/invitation/slug/{slug}/wish is invitations.ts's
 * invitationSlugParamsSchema.
 */

export const WISH_PAGE_SIZE_MAX = 999;
export const WISH_SORTS = ['created_at:DESC', 'created_at:ASC'] as const;
export const WISH_LIST_DEFAULTS = { pageSize: WISH_PAGE_SIZE_MAX, page: 1, sort: WISH_SORTS[0] } as const;

/** DELETE /v1/wish/{id} */
export const wishIdParamsSchema = {
  $id: 'request/wish-id',
  title: 'Ucapan',
  ...idParams('Ucapan'),
} as const satisfies Schema;

/** GET /v1/gift/wishlist/confirmation/{id}: {id} is the wishlist item. */
export const wishlistItemParamsSchema = {
  $id: 'request/wishlist-item-id',
  title: 'Kado',
  ...idParams('Kado'),
} as const satisfies Schema;

/**
 * GET /v2/invitation/slug/{slug}/wish. Left out, they are 999 per page (docs/product.md#limits), page
 * 1, newest first: the route applies these, as the shared validator does not fill defaults in.
 */
export const wishListQuerySchema = {
  $id: 'request/wish-list-query',
  title: 'Daftar ucapan',
  ...queryObject({
    pageSize: pageSizeQueryProp(WISH_PAGE_SIZE_MAX),
    page: pageQueryProp,
    sort: {
      type: 'string',
      title: 'Urutan',
      enum: WISH_SORTS,
      errorMessage: `Urutan harus ${WISH_SORTS.join(' atau ')}`,
    },
  }),
} as const satisfies Schema;

export type WishIdParams = FromSchema<typeof wishIdParamsSchema>;
export type WishlistItemParams = FromSchema<typeof wishlistItemParamsSchema>;
export type WishListQuery = FromSchema<typeof wishListQuerySchema>;
