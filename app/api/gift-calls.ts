import type { GiftConfirmation } from '../../schemas/entities/gift-confirmation.schema';
import type { PhysicalGift } from '../../schemas/entities/physical-gift.schema';
import type { VirtualGift } from '../../schemas/entities/virtual-gift.schema';
import type { WishlistGift } from '../../schemas/entities/wishlist-gift.schema';
import type { PhysicalGiftUpdate, VirtualGiftUpdate, WishlistGiftUpdate } from '../../schemas/requests/content';
import { api } from './client';
import { listCalls } from './content-calls';

/** An invitation's gifts, per type (docs/product.md#api): POST /v1/gift/{type}, PUT and DELETE /v1/gift/{type}/{id}. */
export const physicalGiftCalls = listCalls<PhysicalGift, PhysicalGiftUpdate>('physical');
export const virtualGiftCalls = listCalls<VirtualGift, VirtualGiftUpdate>('virtual');
export const wishlistGiftCalls = listCalls<WishlistGift, WishlistGiftUpdate>('wishlist');

/** The confirmations guests sent for one wishlist item, whole (buyer, WhatsApp number, receipt …), oldest first. */
export const wishlistConfirmations = (wishlistId: string) =>
  api<GiftConfirmation[]>(`/v1/gift/wishlist/confirmation/${encodeURIComponent(wishlistId)}`);

/** The owner's marks on one gift confirmation (docs/product.md#gift-confirmation), answered as the confirmation. */
export const giftConfirmationMarks = {
  /** The gift arrived (`true`), or the mark is taken back (`false`). */
  received: (confirmationId: string, received: boolean) =>
    api<GiftConfirmation>(`/v1/gift/wishlist/confirmation/${encodeURIComponent(confirmationId)}/received`, {
      method: 'PUT',
      body: JSON.stringify({ received }),
    }),
  /** The owner opened WhatsApp to thank the buyer now. */
  thanked: (confirmationId: string) =>
    api<GiftConfirmation>(`/v1/gift/wishlist/confirmation/${encodeURIComponent(confirmationId)}/thanked`, {
      method: 'POST',
    }),
};
