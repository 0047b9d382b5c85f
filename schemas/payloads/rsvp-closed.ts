/**
 * After the owner's RSVP deadline (invitations.rsvp_deadline, docs/product.md#rsvp-deadline) a guest's
 * answer is refused with this, and the guest's form says it closed.
 */
export const RSVP_CLOSED = 'Konfirmasi kehadiran sudah ditutup';
