import type { VenueGuest } from '../../schemas/responses/guestbook';

/**
 * What a scanned QR code means at the door. A guest's QR code (renderers/sections/rsvp-qr-code.tsx)
 * holds the guest's id and nothing else; anything else, or the id of a guest of another invitation,
 * is told apart so the usher reads why, and nothing breaks.
 */
export type GuestQrReading<G> =
  | { kind: 'guest'; guest: G }
  /** A guest's id (a UUID) that is not on this invitation's list: another invitation's guest. */
  | { kind: 'other-invitation' }
  /** Text that is no guest's code at all (a link, a payment code, a product's code …). */
  | { kind: 'not-a-guest' }
  /** Nothing readable came out of the camera frame or the picture. */
  | { kind: 'unreadable' };

export const QR_MESSAGES = {
  'other-invitation': 'QR Code ini bukan tamu undangan ini',
  'not-a-guest': 'QR Code ini bukan tamu undangan ini',
  unreadable: 'QR Code tidak terbaca. Dekatkan kamera dan coba lagi.',
} as const;

const GUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Longer than any id: a code made of more is never a guest's. */
const MAX_TEXT = 200;

/** Reads a QR code's text against the guests of this invitation kept on the device. */
export function readGuestQr<G extends Pick<VenueGuest, 'id'>>(
  text: string | null | undefined,
  guestsById: ReadonlyMap<string, G>,
): GuestQrReading<G> {
  const value = (text ?? '').trim();
  if (!value) return { kind: 'unreadable' };
  if (value.length > MAX_TEXT) return { kind: 'not-a-guest' };
  const guest = guestsById.get(value) ?? guestsById.get(value.toLowerCase());
  if (guest) return { kind: 'guest', guest };
  return GUEST_ID.test(value) ? { kind: 'other-invitation' } : { kind: 'not-a-guest' };
}
