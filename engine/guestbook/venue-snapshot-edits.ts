import type { GuestbookCounts, VenueGuest, VenueSnapshot } from '../../schemas/responses/guestbook';

/*
 * The two edits every change of the venue an usher's device shows is made of (venue-state.ts for
 * check-ins, walk-ins and souvenirs; desk-state.ts for envelopes and check-outs): one guest replaced,
 * the day's counts moved. Pure.
 */

/** A count moved below zero reads as zero. */
export const atLeastZero = (value: number) => Math.max(0, value);

/** The counts moved by `change` (each by its delta), never below zero. */
export function withCounts(
  state: VenueSnapshot,
  change: Partial<Record<keyof GuestbookCounts, number>>,
): GuestbookCounts {
  const counts = { ...state.counts };
  for (const [key, delta] of Object.entries(change) as [keyof GuestbookCounts, number][]) {
    counts[key] = atLeastZero(counts[key] + delta);
  }
  return counts;
}

/** The guest list with `guest` in place of the guest of the same id. */
export function replaceGuest(state: VenueSnapshot, guest: VenueGuest): VenueGuest[] {
  return state.guests.map((current) => (current.id === guest.id ? guest : current));
}
