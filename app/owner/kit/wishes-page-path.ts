import { ownerPagePath, type OwnerPage } from '../owner-pages';

/** 'Ucapan & Kado' in the table of pages (app/owner/owner-pages.ts). */
export const WISHES_PAGE = { area: 'guest', path: 'wish' } as const satisfies Pick<OwnerPage, 'area' | 'path'>;

/** The query parameter of its wishes' filter, and the filter of the wishes waiting for approval. */
export const WISH_FILTER_PARAM = 'ucapan';
export const PENDING_WISHES_FILTER = 'menunggu';

/** The address of an invitation's wishes waiting for approval (docs/product.md#wish-moderation). */
export const pendingWishesPath = (invitationId: string): string =>
  `/invitation/${encodeURIComponent(invitationId)}/${ownerPagePath(WISHES_PAGE)}?${WISH_FILTER_PARAM}=${PENDING_WISHES_FILTER}`;
