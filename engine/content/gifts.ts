import type { Invitation } from '../../schemas/entities/invitation.schema';
import type { WishlistGift } from '../../schemas/entities/wishlist-gift.schema';

export const GIFT_TYPES = ['physical', 'virtual', 'wishlist'] as const;
export type GiftType = (typeof GIFT_TYPES)[number];

/** Physical and virtual gifts are listed only when active; wishlist items always (docs/product.md#gift-types). */
export function listedGifts(invitation: Invitation) {
  return {
    physical: (invitation.physical_gift ?? []).filter((g) => g.is_active),
    virtual: (invitation.virtual_gift ?? []).filter((g) => g.is_active),
    wishlist: invitation.wishlist_gift ?? [],
  };
}

/** The gift types that have entries, in the selector's order. */
export function availableGiftTypes(invitation: Invitation): GiftType[] {
  const gifts = listedGifts(invitation);
  return GIFT_TYPES.filter((type) => gifts[type].length > 0);
}

/** The selector starts on virtual, or on the first type that has entries (docs/product.md#gift-types). */
export function initialGiftType(invitation: Invitation): GiftType | undefined {
  const types = availableGiftTypes(invitation);
  return types.includes('virtual') ? 'virtual' : types[0];
}

/** How many of a wishlist item guests may still confirm: its quantity less its confirmations, never below 0. */
export const remainingOf = (item: WishlistGift): number => Math.max(0, item.qty - item.confirmation.length);

/** A wishlist item is booked once its confirmations reach its quantity (docs/product.md#wishlist). */
export const isBooked = (item: WishlistGift): boolean => remainingOf(item) === 0;
