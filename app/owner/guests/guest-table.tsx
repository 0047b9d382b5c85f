import type { GuestMessageSource } from '../kit/personal-link';
import type { OwnerGuest } from '../../../schemas/responses/owner-guests';
import { GuestActions, type GuestActionHandlers } from './guest-actions';
import { GuestSeats } from './guest-seats-cell';
import { GuestGroup, GuestLinkStatus, GuestNumber, type GuestEvents } from './guest-fact-cells';
import { GuestRsvpCell } from './guest-rsvp-cell';
import { VipBadge } from '../../ui/vip-badge';

export type GuestRowsProps = {
  guests: OwnerGuest[];
  events: GuestEvents;
  slug: string;
  /** The owner's messages ('Kirim via WhatsApp' fills the invitation's in). */
  messages: GuestMessageSource | undefined;
  handlers: GuestActionHandlers;
  /** What the list shows now, said by the table's caption. */
  label: string;
};

/** The guests of one page as a table (a wide screen): the guest (name, group, number), RSVP, link, actions. */
export function GuestTable({ guests, events, slug, messages, handlers, label }: GuestRowsProps) {
  return (
    <table className="guest-table">
      <caption className="visually-hidden">{label}</caption>
      <thead>
        <tr>
          <th scope="col">Tamu</th>
          <th scope="col">RSVP</th>
          <th scope="col">Tautan</th>
          <th scope="col">
            <span className="visually-hidden">Aksi</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {guests.map((guest) => (
          <tr key={guest.id}>
            <th scope="row" className="guest-table__guest">
              <span className="guest-name">
                {guest.name} <VipBadge vip={guest.vip} /> <GuestGroup group={guest.group} />
              </span>
              <span className="guest-table__number">
                <GuestNumber number={guest.whatsapp_number} /> · <GuestSeats seats={guest.seats} />
              </span>
            </th>
            <td>
              <GuestRsvpCell guest={guest} events={events} onAnswer={handlers.onAnswer} />
            </td>
            <td>
              <GuestLinkStatus sentAt={guest.sent_at} opened={guest} />
            </td>
            <td className="guest-table__actions">
              <GuestActions guest={guest} slug={slug} messages={messages} handlers={handlers} narrow />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
