import type { QueuedCheckOut, QueuedEnvelope } from '../../../engine/guestbook/desk-outbox';
import type { NewOutboxEntry } from '../../../engine/guestbook/outbox';
import type { CheckOutPayload, GuestEnvelopePayload } from '../../../schemas/requests/guestbook-desk';
import type { CheckIn, VenueGuest } from '../../../schemas/responses/guestbook';
import type { GuestEnvelope } from '../../../schemas/responses/guestbook-desk';

/*
 * The desk's writes from an usher's device (docs/product.md#guestbook): a guest's envelopes and
 * check-out, as outbox entries (engine/guestbook/desk-outbox.ts) and as the calls that send them.
 */

/** The calls the desk's writes are sent with (app/api/guestbook-calls.ts). */
export type DeskCalls = {
  recordEnvelope(invitationId: string, payload: GuestEnvelopePayload): Promise<GuestEnvelope | null>;
  checkOut(invitationId: string, checkInId: string, payload: CheckOutPayload): Promise<CheckIn>;
  undoCheckOut(invitationId: string, checkInId: string): Promise<CheckIn>;
};

/** A queued check-out sent: the check-out, or its taking back (`checked_out_at` null). */
export function sendCheckOut(calls: DeskCalls, invitationId: string, payload: QueuedCheckOut['payload']) {
  const { check_in_id, checked_out_at } = payload;
  return checked_out_at
    ? calls.checkOut(invitationId, check_in_id, { checked_out_at })
    : calls.undoCheckOut(invitationId, check_in_id);
}

type Made = { id: string; usherName: string; at: string };

/** The guest's envelopes as the usher set them (0: none), the note trimmed (blank: none). */
export function envelopeEntry(guestId: string, count: number, note: string, made: Made): NewOutboxEntry {
  const trimmed = note.trim();
  const entry: Omit<QueuedEnvelope, 'order'> = {
    kind: 'envelope',
    id: made.id,
    payload: { guest_id: guestId, count, note: count > 0 && trimmed ? trimmed : null },
    usher_name: made.usherName,
    recorded_at: made.at,
  };
  return entry;
}

/** The guest leaving now (`out`), or their check-out taken back; none for a guest not checked in. */
export function checkOutEntry(guest: VenueGuest | undefined, out: boolean, made: Made): NewOutboxEntry | null {
  const checkIn = guest?.check_in;
  if (!guest || !checkIn) return null;
  const entry: Omit<QueuedCheckOut, 'order'> = {
    kind: 'check-out',
    id: made.id,
    payload: { guest_id: guest.id, check_in_id: checkIn.id, checked_out_at: out ? made.at : null },
  };
  return entry;
}
