import { pageOfWishes, type WishPagesSource } from '../../../engine/content/wish-pages';
import type { Guest } from '../../../schemas/entities/guest.schema';
import type { Wish } from '../../../schemas/entities/wish.schema';
import type { GiftConfirmationPayload } from '../../../schemas/payloads/gift-confirmation.payload';
import type { RsvpPayload } from '../../../schemas/payloads/rsvp.payload';
import type { WishPayload } from '../../../schemas/payloads/wish.payload';

/**
 * What the flows do when they save (the real API with refetches, or in demo mode nothing), and
 * where the 'Ucapan & Do'a' dialog reads its pages.
 */
export type FlowCalls = {
  saveRsvp: (payload: RsvpPayload) => Promise<Guest>;
  /** Answers the stored wish (its status tells whether it waits for approval). */
  postWish: (payload: WishPayload) => Promise<Wish | undefined>;
  confirmGift: (payload: GiftConfirmationPayload) => Promise<unknown>;
  wishPages: WishPagesSource;
};

/**
 * Demo mode (docs/product.md#demo-mode): nothing is written; the forms behave as after a successful
 * save; the dialog pages through the sample wishes, without a call.
 */
export function demoCalls(wishes: readonly Wish[], key: readonly unknown[]): FlowCalls {
  return {
    saveRsvp: () => Promise.reject(new Error('Mode demo tidak menyimpan konfirmasi.')),
    postWish: () => Promise.resolve(undefined),
    confirmGift: () => Promise.resolve(undefined),
    wishPages: { key, load: (page) => Promise.resolve(pageOfWishes(wishes, page)) },
  };
}
