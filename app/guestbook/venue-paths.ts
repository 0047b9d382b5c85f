/** The check-in page of an invitation (docs/product.md#guestbook). */
export const checkInPath = (invitationId: string) => `/invitation/${encodeURIComponent(invitationId)}/guest/guest-book`;

/** Where a device with no session for the check-in page goes: the usher's code, or the owner's sign-in. */
export const usherSignInPath = (from?: string) => (from ? `/guestbook?next=${encodeURIComponent(from)}` : '/guestbook');
