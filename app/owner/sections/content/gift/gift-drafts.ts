import type { PhysicalGift } from '../../../../../schemas/entities/physical-gift.schema';
import type { VirtualGift } from '../../../../../schemas/entities/virtual-gift.schema';
import type { WishlistGift } from '../../../../../schemas/entities/wishlist-gift.schema';

/** The three gift lists as the preview should show them: each one saved, or as its open form holds it. */
export type GiftLists = { physical: PhysicalGift[]; virtual: VirtualGift[]; wishlist: WishlistGift[] };

/** An open form's item holds what is typed so far: any field may still be missing. */
type Typed<T> = Partial<T> & { id: string };

/**
 * The gifts the preview gets: each list as typed, an unfilled field shown empty (the page's cards read
 * every required field), `is_active` left out meaning active (as the server takes it), and each
 * wishlist item keeping its saved confirmations (the form does not hold them), so the preview stamps a
 * booked item as the page will. The page lists only the active physical and virtual gifts itself.
 */
export function previewGifts(lists: GiftLists, saved: Pick<GiftLists, 'wishlist'>) {
  const physical = (lists.physical as Typed<PhysicalGift>[]).map((gift): PhysicalGift => ({
    ...gift,
    is_active: gift.is_active ?? true,
    recipient_name: gift.recipient_name ?? '',
    recipient_address: gift.recipient_address ?? '',
  }));
  const virtual = (lists.virtual as Typed<VirtualGift>[]).map((gift): VirtualGift => ({
    ...gift,
    is_active: gift.is_active ?? true,
    channel_type: gift.channel_type ?? '',
    account_number: gift.account_number ?? '',
    account_name: gift.account_name ?? '',
  }));
  const wishlist = (lists.wishlist as Typed<WishlistGift>[]).map((item): WishlistGift => ({
    ...item,
    product_name: item.product_name ?? '',
    amount: item.amount ?? 0,
    qty: item.qty ?? 1,
    confirmation: item.confirmation ?? saved.wishlist.find((known) => known.id === item.id)?.confirmation ?? [],
  }));
  return { physical_gift: physical, virtual_gift: virtual, wishlist_gift: wishlist };
}
