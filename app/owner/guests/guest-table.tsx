import type { OwnerGuest } from '../../../schemas/responses/owner-guests';
import { GuestActions, type GuestActionHandlers } from './guest-actions';
import { GuestGroup, GuestLinkStatus, GuestNumber, GuestRsvp, type GuestEvents } from './guest-fact-cells';

export type GuestRowsProps = {
  guests: OwnerGuest[];
  events: GuestEvents;
  slug: string;
  /** The owner's share caption ('Kirim via WhatsApp' fills it in). */
  shareCaption: string | null | undefined;
  handlers: GuestActionHandlers;
  /** What the list shows now, said by the table's caption. */
  label: string;
};

/** The guests of one page as a table (a wide screen): the guest (name, group, number), RSVP, link, actions. */
export function GuestTable({ guests, events, slug, shareCaption, handlers, label }: GuestRowsProps) {
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
                {guest.name} <GuestGroup group={guest.group} />
              </span>
              <span className="guest-table__number">
                <GuestNumber number={guest.whatsapp_number} />
              </span>
            </th>
            <td>
              <GuestRsvp guest={guest} events={events} />
            </td>
            <td>
              <GuestLinkStatus sentAt={guest.sent_at} />
            </td>
            <td className="guest-table__actions">
              <GuestActions guest={guest} slug={slug} caption={shareCaption} handlers={handlers} narrow />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
