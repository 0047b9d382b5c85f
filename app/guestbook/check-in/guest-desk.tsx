import type { VenueGuest, VenueSnapshot } from '../../../schemas/responses/guestbook';
import { CheckOutButton } from './check-out-button';
import { EnvelopeField } from './envelope-field';

export type DeskActions = {
  recordEnvelope: (guestId: string, count: number, note: string) => void;
  checkOut: (guestId: string, out: boolean) => void;
};

/**
 * The desk's part of the guest panel (docs/product.md#guestbook): the guest's envelopes, and their
 * check-out once inside where the owner turned check-out on.
 */
export function GuestDesk({
  venue,
  guest,
  actions,
}: {
  venue: VenueSnapshot;
  guest: VenueGuest;
  actions: DeskActions;
}) {
  const checkIn = guest.check_in;
  return (
    <div className="guest-desk">
      <EnvelopeField
        key={`${guest.envelope?.count ?? 0}:${guest.envelope?.note ?? ''}`}
        guest={guest}
        onSave={(count, note) => actions.recordEnvelope(guest.id, count, note)}
      />
      {venue.settings.check_out && checkIn && (
        <CheckOutButton
          checkIn={checkIn}
          onCheckOut={() => actions.checkOut(guest.id, true)}
          onUndo={() => actions.checkOut(guest.id, false)}
        />
      )}
    </div>
  );
}
