import { GuestActions } from './guest-actions';
import { GuestSeats } from './guest-seats-cell';
import { GuestGroup, GuestLinkStatus, GuestNumber } from './guest-fact-cells';
import { GuestRsvpCell } from './guest-rsvp-cell';
import type { GuestRowsProps } from './guest-table';
import { VipBadge } from '../../ui/vip-badge';

/** The guests of one page as cards (a phone): the same facts and actions as the table's rows. */
export function GuestCards({ guests, events, slug, messages, handlers, label }: GuestRowsProps) {
  return (
    <ul className="guest-cards" aria-label={label}>
      {guests.map((guest) => (
        <li key={guest.id} className="guest-card">
          <div className="guest-card__head">
            <h3 className="guest-card__name">{guest.name}</h3>
            <VipBadge vip={guest.vip} />
            <GuestGroup group={guest.group} />
          </div>
          <dl className="guest-card__facts">
            <div>
              <dt>WhatsApp</dt>
              <dd>
                <GuestNumber number={guest.whatsapp_number} />
              </dd>
            </div>
            <div>
              <dt>Kursi</dt>
              <dd>
                <GuestSeats seats={guest.seats} />
              </dd>
            </div>
            <div>
              <dt>RSVP</dt>
              <dd>
                <GuestRsvpCell guest={guest} events={events} onAnswer={handlers.onAnswer} />
              </dd>
            </div>
            <div>
              <dt>Tautan</dt>
              <dd>
                <GuestLinkStatus sentAt={guest.sent_at} opened={guest} />
              </dd>
            </div>
          </dl>
          <GuestActions guest={guest} slug={slug} messages={messages} handlers={handlers} />
        </li>
      ))}
    </ul>
  );
}
