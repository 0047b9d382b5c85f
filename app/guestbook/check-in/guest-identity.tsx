import { rsvpAnswer, tableLabel } from '../../../engine/guestbook/guest-facts';
import { seatsText } from '../../../engine/guestbook/door-check';
import type { VenueGuest } from '../../../schemas/responses/guestbook';
import './door-check.css';

/**
 * Who the code or the name is for, in large type for the usher to match against the person in front
 * of them: the name, the group, how many people the invitation is for, and the table; the RSVP beneath.
 */
export function GuestIdentity({ guest, table }: { guest: VenueGuest; table: string | null | undefined }) {
  return (
    <header className="guest-identity">
      <h2 id="guest-panel-name" className="guest-identity__name">
        {guest.name}
      </h2>
      <p className="guest-identity__group">{guest.group ?? 'Tanpa grup'}</p>
      <dl className="guest-identity__facts">
        {guest.seats !== null && !guest.walk_in && (
          <div>
            <dt>Undangan</dt>
            <dd className="guest-identity__seats">{seatsText(guest.seats)}</dd>
          </div>
        )}
        <div>
          <dt>Meja</dt>
          <dd className="guest-identity__table">{table ? tableLabel(table) : 'Belum ditentukan'}</dd>
        </div>
        <div className="guest-identity__rsvp">
          <dt>RSVP</dt>
          <dd>{rsvpAnswer(guest)}</dd>
        </div>
      </dl>
    </header>
  );
}
