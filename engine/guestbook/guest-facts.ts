import { CHECK_IN_PAX_MAX } from '../../schemas/requests/guestbook';
import type { VenueGuest } from '../../schemas/responses/guestbook';

/** The guest's RSVP answer as the usher reads it (under the heading "RSVP"). */
export function rsvpAnswer(guest: Pick<VenueGuest, 'attending' | 'rsvp_pax' | 'walk_in'>): string {
  if (guest.walk_in) return 'Tamu tanpa undangan';
  if (guest.attending === null) return 'Belum menjawab';
  if (!guest.attending) return 'Tidak hadir';
  return `Hadir, ${guest.rsvp_pax ?? 1} orang`;
}

/** A table as the usher reads it: "Meja 5", or the table's own name when it already says "Meja …". */
export const tableLabel = (name: string): string =>
  /^meja\b/i.test(name.trim()) ? name.trim() : `Meja ${name.trim()}`;

/** People a check-in starts with: the RSVP's pax, at least one, at most the check-in's limit. */
export const defaultPax = (guest: Pick<VenueGuest, 'rsvp_pax'>): number => clampPax(guest.rsvp_pax ?? 1);

/** A number of people a check-in may carry: 1 to CHECK_IN_PAX_MAX. */
export const clampPax = (pax: number): number =>
  Math.min(CHECK_IN_PAX_MAX, Math.max(1, Math.round(Number.isFinite(pax) ? pax : 1)));

/** "1.500": a count in the Indonesian way. */
export const formatCount = (value: number): string => value.toLocaleString('id-ID');
