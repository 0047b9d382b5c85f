import { queryOptions } from '@tanstack/react-query';
import { venueCalls } from '../../api/guestbook-calls';
import { ownerKeys } from '../../queries/owner-queries';

/**
 * The guests the table page seats: the venue's snapshot (GET …/guestbook/venue), which carries each
 * guest's group, RSVP pax and table. Under ownerKeys.guestbook(id), so every guestbook change reads
 * it again.
 */
export const seatingGuestsQuery = (id: string) =>
  queryOptions({
    queryKey: [...ownerKeys.guestbook(id), 'seating-guests'] as const,
    queryFn: () => venueCalls.snapshot(id),
    select: (snapshot) => ({ guests: snapshot.guests, title: snapshot.invitation.title }),
  });
