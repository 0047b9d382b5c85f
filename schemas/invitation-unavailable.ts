/**
 * What the public calls answer (410) for an invitation guests can no longer open, and the guest page
 * shows (docs/product.md#operator-console): its active period is over, or an operator suspended it.
 */
export const INVITATION_INACTIVE = 'Undangan ini sudah tidak aktif.';
export const INVITATION_SUSPENDED = 'Undangan ini sedang tidak tersedia.';
