import type { CheckIn, VenueGuest, VenueSnapshot } from '../../schemas/responses/guestbook';
import type { GuestEnvelope } from '../../schemas/responses/guestbook-desk';
import type { QueuedDeskWrite } from './desk-outbox';
import { replaceGuest, withCounts } from './venue-snapshot-edits';

/*
 * The desk's writes in the venue an usher's device shows (docs/product.md#guestbook): a guest's
 * envelopes and check-out, applied the moment they are made (queued) and again with the server's
 * answer, moving the day's counts (`envelopes`, `checked_out`) by what changed. Pure.
 */

const countOf = (guest: VenueGuest) => guest.envelope?.count ?? 0;
const isOut = (checkIn: CheckIn | null) => Boolean(checkIn?.checked_out_at);

/** The guest's envelopes set to `envelope` (null: none), the total moved by the difference. */
export function withEnvelope(state: VenueSnapshot, guestId: string, envelope: GuestEnvelope | null): VenueSnapshot {
  const guest = state.guests.find((candidate) => candidate.id === guestId);
  if (!guest) return state;
  return {
    ...state,
    guests: replaceGuest(state, { ...guest, envelope }),
    counts: withCounts(state, { envelopes: (envelope?.count ?? 0) - countOf(guest) }),
  };
}

/** The guest's check-in marked gone at `at` (null: inside again), if it is still the check-in named. */
export function withCheckOut(state: VenueSnapshot, guestId: string, checkInId: string, at: string | null) {
  const guest = state.guests.find((candidate) => candidate.id === guestId);
  const checkIn = guest?.check_in;
  if (!guest || !checkIn || checkIn.id !== checkInId) return state;
  const wasOut = isOut(checkIn);
  const checkedOut = { ...checkIn, checked_out_at: at };
  return {
    ...state,
    guests: replaceGuest(state, { ...guest, check_in: checkedOut }),
    counts: withCounts(state, { checked_out: Number(isOut(checkedOut)) - Number(wasOut) }),
  };
}

/** A queued desk write applied to the venue; one that no longer fits (a guest gone, the check-in undone) changes nothing. */
export function applyQueuedDesk(state: VenueSnapshot, entry: QueuedDeskWrite): VenueSnapshot {
  if (entry.kind === 'check-out') {
    const { guest_id, check_in_id, checked_out_at } = entry.payload;
    return withCheckOut(state, guest_id, check_in_id, checked_out_at);
  }
  const { guest_id, count, note } = entry.payload;
  const { usher_name, recorded_at } = entry;
  const envelope = count > 0 ? { guest_id, count, note: note?.trim() || null, usher_name, recorded_at } : null;
  return withEnvelope(state, guest_id, envelope);
}

/** A check-out the server answered: its time (or none) as stored. */
export const applyServerCheckOut = (state: VenueSnapshot, checkIn: CheckIn): VenueSnapshot =>
  withCheckOut(state, checkIn.guest_id, checkIn.id, checkIn.checked_out_at ?? null);
