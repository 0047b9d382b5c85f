import type { InvitationEvent } from '../../schemas/entities/invitation-event.schema';
import { formatEventDate, formatEventTime } from '../format/event-time';
import { zoneOf } from '../format/zoned-date-time';
import { mainEvent } from './main-event';

/**
 * Whether the RSVP is closed (docs/product.md#rsvp-deadline): the owner's deadline (an ISO instant) has
 * passed at `now`. No deadline never closes it. The server refuses a guest's answer by the same rule.
 */
export const rsvpClosedAt = (deadline: string | null | undefined, now: number): boolean =>
  Boolean(deadline) && Date.parse(deadline!) <= now;

/**
 * The deadline as a guest reads it, in the main event's time zone: "Sabtu, 12 Juni 2027 pukul 23.59 WIB"
 * ('' for none).
 */
export function rsvpDeadlineText(
  deadline: string | null | undefined,
  events: readonly Pick<InvitationEvent, 'start_date' | 'is_main_event' | 'extra'>[] = [],
): string {
  if (!deadline) return '';
  const zone = zoneOf(mainEvent(events)?.extra?.timezone);
  const day = formatEventDate(deadline, zone);
  return day ? `${day} pukul ${formatEventTime(deadline, zone)} ${zone}` : '';
}
