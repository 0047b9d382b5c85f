import type { OwnerGuest } from '../../../schemas/responses/owner-guests';
import { BY_OWNER_MARK } from './guest-answer-dialog-words';
import { GuestRsvp, type GuestEvents } from './guest-fact-cells';
import './guest-answer.css';

/**
 * A guest's RSVP in the list: their answer per event, marked 'Dijawab lewat telepon' when the owner
 * recorded it for them (docs/product.md#owner-answers), and 'Catat jawaban' (or 'Ubah jawaban') to
 * record what the guest said by phone.
 */
export function GuestRsvpCell({
  guest,
  events,
  onAnswer,
}: {
  guest: OwnerGuest;
  events: GuestEvents;
  onAnswer?: (guest: OwnerGuest) => void;
}) {
  const byOwner = guest.rsvp.some((entry) => entry.by_owner);
  return (
    <div className="guest-rsvp-cell">
      <GuestRsvp guest={guest} events={events} />
      {byOwner ? <span className="guest-answer-by-owner">{BY_OWNER_MARK}</span> : null}
      {onAnswer ? (
        <button type="button" className="guest-rsvp-cell__answer" onClick={() => onAnswer(guest)}>
          {guest.rsvp.length ? 'Ubah jawaban' : 'Catat jawaban'} <span className="visually-hidden">{guest.name}</span>
        </button>
      ) : null}
    </div>
  );
}
