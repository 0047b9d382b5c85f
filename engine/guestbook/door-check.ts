import type { CheckIn, VenueHandout } from '../../schemas/responses/guestbook';
import { checkInClock } from './check-in-clock';

/*
 * What the usher reads at the door when a guest is found (docs/product.md#guestbook), pure:
 * - `new`: checked in just now on this device: the success colour;
 * - `again`: the guest was inside already (this device or another, as far as this one knows): amber,
 *   when and by whom, never the success colour;
 * - `flagged`: the owner made personal codes single-use and the code of a guest already inside was
 *   scanned again: the second person is flagged for the owner, not admitted.
 */

export type Arrival = 'new' | 'again' | 'flagged';

/** What the panel knew when it opened, and what its usher did in it. */
export type DoorCheck = {
  /** The code of a guest already inside was scanned where codes are single-use (fixed when the panel opens). */
  flagged: boolean;
  /** The usher pressed Check-in in this panel. */
  pressed: boolean;
  /** The id of the check-in this panel made, once known. */
  ownCheckInId: string | null;
};

/** The check-in's state as the usher reads it, or null while the guest is not inside. */
export function arrivalOf(checkIn: Pick<CheckIn, 'id'> | null, door: DoorCheck): Arrival | null {
  if (!checkIn) return null;
  if (door.flagged) return 'flagged';
  const own = door.pressed && (door.ownCheckInId === null || door.ownCheckInId === checkIn.id);
  return own ? 'new' : 'again';
}

/** Whether opening the panel on this guest is a single-use code used a second time. */
export const flaggedOnOpen = (checkedIn: boolean, byCode: boolean, singleUse: boolean): boolean =>
  checkedIn && byCode && singleUse;

/** "Sudah masuk pukul 18.05 (oleh Pintu Selatan)". */
export const alreadyInsideText = (checkIn: Pick<CheckIn, 'checked_in_at' | 'usher_name'>): string =>
  `Sudah masuk pukul ${checkInClock(checkIn.checked_in_at)} (oleh ${checkIn.usher_name})`;

export const CODE_USED_TITLE = 'Kode ini sudah dipakai masuk';
export const CODE_USED_ADVICE = 'Periksa identitas tamu. Hubungi pemilik bila ragu.';

/** "Undangan untuk 2 orang". */
export const seatsText = (seats: number): string => `Undangan untuk ${seats} orang`;

/** "Sudah diberikan pukul 18.07 (oleh Pintu Utara)"; without its time and usher (not known): "Sudah diberikan". */
export function handedText(handout: Pick<VenueHandout, 'handed_at' | 'usher_name'> | null): string {
  if (!handout?.handed_at) return 'Sudah diberikan';
  const by = handout.usher_name ? ` (oleh ${handout.usher_name})` : '';
  return `Sudah diberikan pukul ${checkInClock(handout.handed_at)}${by}`;
}
