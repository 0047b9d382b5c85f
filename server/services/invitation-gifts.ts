import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { physicalGifts, virtualGifts, wishlistConfirmations, wishlistGifts } from '../db/schema';
import { entityRow } from './entity-row';

type WishlistRow = typeof wishlistGifts.$inferSelect;
type ConfirmationRow = typeof wishlistConfirmations.$inferSelect;

/** Hides all but the first two and last three characters ('08*******890'); short values wholly. */
const masked = (value: string) =>
  value.length < 8 ? '*'.repeat(value.length) : value.slice(0, 2) + '*'.repeat(value.length - 5) + value.slice(-3);

/**
 * A confirmation as anyone may read it on the public page: who bought it and when, with the
 * buyer's phone number and the shipping receipt masked and the private notes left out. The owner
 * reads them whole elsewhere.
 */
function publicConfirmation({ notes: _notes, ...row }: ConfirmationRow) {
  const confirmation = entityRow(wishlistConfirmations, row);
  return {
    ...confirmation,
    whatsapp_number: masked(row.whatsapp_number),
    shipping_receipt: masked(row.shipping_receipt),
  };
}

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
    confirmation: confirmations.filter((c) => c.invitation_wishlist_id === item.id).map(publicConfirmation),
  }));
}

/** SPEC 9: physical and virtual gifts only when active, wishlist items always, with their confirmations. */
export async function listedGiftsOf(db: Database, invitationId: string) {
  const [physical, virtual, wishlist] = await Promise.all([
    db.select().from(physicalGifts).where(eq(physicalGifts.invitation_id, invitationId)),
    db.select().from(virtualGifts).where(eq(virtualGifts.invitation_id, invitationId)),
    db.select().from(wishlistGifts).where(eq(wishlistGifts.invitation_id, invitationId)),
  ]);
  const active = <Row extends { is_active: boolean; invitation_id: string }>(rows: Row[]) =>
    rows.filter((row) => row.is_active).map(({ invitation_id: _invitation, ...row }) => row);
  return {
    physical: active(physical).map((row) => entityRow(physicalGifts, row)),
    virtual: active(virtual).map((row) => entityRow(virtualGifts, row)),
    wishlist: await wishlistWithConfirmations(db, wishlist),
  };
}
