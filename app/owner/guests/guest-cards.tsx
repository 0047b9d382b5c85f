import { GuestActions } from './guest-actions';
import { GuestGroup, GuestLinkStatus, GuestNumber, GuestRsvp } from './guest-fact-cells';
import type { GuestRowsProps } from './guest-table';

/** The guests of one page as cards (a phone): the same facts and actions as the table's rows. */
export function GuestCards({ guests, events, slug, shareCaption, handlers, label }: GuestRowsProps) {
  return (
    <ul className="guest-cards" aria-label={label}>
      {guests.map((guest) => (
        <li key={guest.id} className="guest-card">
          <div className="guest-card__head">
            <h3 className="guest-card__name">{guest.name}</h3>
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
              <dt>RSVP</dt>
              <dd>
                <GuestRsvp guest={guest} events={events} />
              </dd>
            </div>
            <div>
              <dt>Tautan</dt>
              <dd>
                <GuestLinkStatus sentAt={guest.sent_at} />
              </dd>
            </div>
          </dl>
          <GuestActions guest={guest} slug={slug} caption={shareCaption} handlers={handlers} />
        </li>
      ))}
    </ul>
  );
}
