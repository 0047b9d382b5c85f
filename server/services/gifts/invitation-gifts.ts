import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { physicalGifts, virtualGifts, wishlistConfirmations, wishlistGifts } from '../../db/schema';
import type { WishlistBooking } from '../../../schemas/entities/wishlist-booking.schema';
import { entityRow } from '../../db/entity-row';

type WishlistRow = typeof wishlistGifts.$inferSelect;
type ConfirmationRow = typeof wishlistConfirmations.$inferSelect;

/** A confirmation as the public page shows it (entity/wishlist-booking). */
const booking = ({ id, status, created_at }: ConfirmationRow) =>
  entityRow(wishlistConfirmations, { id, status, created_at }) as WishlistBooking;

/** Wishlist items as entity/wishlist-gift, each with its confirmations (oldest first). */
export async function wishlistWithConfirmations(db: Database, items: WishlistRow[]) {
  const confirmations = items.length
    ? await db
        .select()
        .from(wishlistConfirmations)
        .where(
          inArray(
            wishlistConfirmations.invitation_wishlist_id,
            items.map((item) => item.id),
          ),
        )
        .orderBy(asc(wishlistConfirmations.created_at))
    : [];
  return items.map(({ invitation_id: _invitation, ...item }) => ({
    ...entityRow(wishlistGifts, item),
    confirmation: confirmations.filter((c) => c.invitation_wishlist_id === item.id).map(booking),
  }));
}

/**
 * Physical and virtual gifts only when active, wishlist items always, with their confirmations
 * (docs/product.md#gift-types). The owner's editor (`all`) reads the inactive ones too.
 */
export async function listedGiftsOf(db: Database, invitationId: string, { all = false } = {}) {
  const [physical, virtual, wishlist] = await Promise.all([
    db.select().from(physicalGifts).where(eq(physicalGifts.invitation_id, invitationId)),
    db.select().from(virtualGifts).where(eq(virtualGifts.invitation_id, invitationId)),
    db.select().from(wishlistGifts).where(eq(wishlistGifts.invitation_id, invitationId)),
  ]);
  const listed = <Row extends { is_active: boolean; invitation_id: string }>(rows: Row[]) =>
    rows.filter((row) => all || row.is_active).map(({ invitation_id: _invitation, ...row }) => row);
  return {
    physical: listed(physical).map((row) => entityRow(physicalGifts, row)),
    virtual: listed(virtual).map((row) => entityRow(virtualGifts, row)),
    wishlist: await wishlistWithConfirmations(db, wishlist),
  };
}
