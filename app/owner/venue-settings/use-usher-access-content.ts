import { useQuery } from '@tanstack/react-query';
import { mainEvent } from '../../../engine/content/main-event';
import { zoneOf } from '../../../engine/format/zoned-date-time';
import { contentQuery } from '../../queries/owner-queries';

/**
 * What the ushers' access takes from the invitation's content: the main event (it sets the form's
 * default expiry, so the form waits for it, or for its failure, while `pending`), its time zone, and
 * the couple's nicknames for the message sent to an usher.
 */
export function useUsherAccessContent(invitationId: string) {
  const { data: content, isPending: pending } = useQuery(contentQuery(invitationId));
  const event = mainEvent(content?.events);
  const couple = [content?.couple.groom?.person_nickname, content?.couple.bride?.person_nickname]
    .filter(Boolean)
    .join(' & ');
  return { pending, event, zone: zoneOf(event?.extra?.timezone), couple };
}
