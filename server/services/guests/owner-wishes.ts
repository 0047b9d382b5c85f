import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { GiftConfirmation } from '../../../schemas/entities/gift-confirmation.schema';
import type { Wish, WishStatus } from '../../../schemas/entities/wish.schema';
import { GUEST_PAGE_SIZE_MAX, type OwnerWishListQuery } from '../../../schemas/requests/guests';
import type { OwnerWishListMeta } from '../../../schemas/responses/owner-guests';
import type { Database } from '../../db/database';
import { wishes, wishlistConfirmations } from '../../db/schema';
import { giftConfirmationEntity } from '../gifts/gift-confirmation-entity';
import { containsPattern } from '../../db/like-pattern';
import { wishEntity } from './wish-entity';
import { wishStatusCounts } from './wish-moderation';

/** What guests sent, as the owner reads it (docs/product.md#guest-list): wishes and gift confirmations. */

export const OWNER_WISH_LIST_DEFAULTS = { page: 1, pageSize: GUEST_PAGE_SIZE_MAX } as const;

const newestFirst = [desc(wishes.created_at), desc(wishes.id)];

/** The wishes of a root invitation whose name or message contains `q` (any case; none: all), of `status` (none: any). */
function wishesMatching(rootId: string, q?: string, status?: WishStatus) {
  const text = q?.trim();
  const pattern = text ? containsPattern(text) : undefined;
  return and(
    eq(wishes.invitation_id, rootId),
    pattern ? or(ilike(wishes.name, pattern), ilike(wishes.message, pattern)) : undefined,
    status ? eq(wishes.status, status) : undefined,
  );
}

/**
 * A page of the wishes of a root invitation, newest first (ties by id), searched by name or message,
 * of one status or all, with the invitation's counts per status.
 */
export async function ownerWishPage(
  db: Database,
  rootId: string,
  query: OwnerWishListQuery = {},
): Promise<{ data: Wish[]; meta: OwnerWishListMeta }> {
  const { page, pageSize } = { ...OWNER_WISH_LIST_DEFAULTS, ...query };
  const where = wishesMatching(rootId, query.q, query.status);
  const [rows, [counted], counts] = await Promise.all([
    db
      .select()
      .from(wishes)
      .where(where)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(wishes).where(where),
    wishStatusCounts(db, rootId),
  ]);
  return { data: rows.map(wishEntity), meta: { total: counted?.total ?? 0, page, pageSize, counts } };
}

/** Every wish of a root invitation, newest first (the export). */
export async function allWishesOf(db: Database, rootId: string): Promise<Wish[]> {
  const rows = await db
    .select()
    .from(wishes)
    .where(wishesMatching(rootId))
    .orderBy(...newestFirst);
  return rows.map(wishEntity);
}

/** Every wishlist gift confirmation of a root invitation, oldest first (ties by id). */
export async function giftConfirmationsOf(db: Database, rootId: string): Promise<GiftConfirmation[]> {
  const rows = await db
    .select()
    .from(wishlistConfirmations)
    .where(eq(wishlistConfirmations.invitation_id, rootId))
    .orderBy(asc(wishlistConfirmations.created_at), asc(wishlistConfirmations.id));
  return rows.map(giftConfirmationEntity);
}
