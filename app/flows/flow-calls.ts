import type { Guest } from '../../schemas/entities/guest.schema';
import type { GiftConfirmationPayload } from '../../schemas/payloads/gift-confirmation.payload';
import type { RsvpPayload } from '../../schemas/payloads/rsvp.payload';
import type { WishPayload } from '../../schemas/payloads/wish.payload';

/** What the flows do when they save: the real API (with refetches) or, in demo mode, nothing. */
export type FlowCalls = {
  saveRsvp: (payload: RsvpPayload) => Promise<Guest>;
  postWish: (payload: WishPayload) => Promise<unknown>;
  confirmGift: (payload: GiftConfirmationPayload) => Promise<unknown>;
};

/** Demo mode (SPEC 1, 6): nothing is written; the forms behave as after a successful save. */
export const demoCalls: FlowCalls = {
  saveRsvp: () => Promise.reject(new Error('Mode demo tidak menyimpan konfirmasi.')),
  postWish: () => Promise.resolve(undefined),
  confirmGift: () => Promise.resolve(undefined),
};
