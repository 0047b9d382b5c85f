import { checkInClock } from '../../../engine/guestbook/check-in-clock';
import { tableLabel } from '../../../engine/guestbook/guest-facts';
import type { VenueGuest } from '../../../schemas/responses/guestbook';
import { VipTag } from './vip-mark';

/** One guest in the list: name, group and table, and whether they arrived (or wait to be sent). */
export function GuestRow({
  guest,
  tableName,
  waiting,
  onPick,
}: {
  guest: VenueGuest;
  tableName: string | null;
  waiting: boolean;
  onPick: (guestId: string) => void;
}) {
  const details = [guest.group, tableName && tableLabel(tableName)].filter(Boolean).join(' · ');
  return (
    <li>
      <button type="button" className="ui-card-button guest-row" onClick={() => onPick(guest.id)}>
        <span className="guest-row__main">
          <span className="guest-row__name">
            {guest.name} <VipTag vip={guest.vip} />
          </span>
          {details && <span className="guest-row__details">{details}</span>}
        </span>
        {guest.check_in ? (
          <span className={`guest-row__chip guest-row__chip--${waiting ? 'waiting' : 'arrived'}`}>
            {waiting ? 'Menunggu kirim' : `Hadir ${checkInClock(guest.check_in.checked_in_at)}`}
          </span>
        ) : guest.attending && guest.rsvp_pax ? (
          <span className="guest-row__chip">RSVP {guest.rsvp_pax}</span>
        ) : null}
      </button>
    </li>
  );
}
