import { and, asc, eq } from 'drizzle-orm';
import type { Guest } from '../../../schemas/entities/guest.schema';
import type { Database } from '../../db/database';
import { guests, rsvpEntries } from '../../db/schema';
import { rootInvitationId, type InvitationRow } from '../invitations/ownership';

/**
 * The guest a personal link's code names, with their RSVP entries, in one query (a join), only when
 * they are a guest of this invitation (of its root): the same entity as guest-list's `guestByCode`.
 */
export async function pageGuestByCode(
  db: Database,
  invitation: Pick<InvitationRow, 'id' | 'parent_id'>,
  code: string,
): Promise<Guest | null> {
  const rows = await db
    .select({
      id: guests.id,
      name: guests.name,
      seats: guests.seats,
      event_id: rsvpEntries.event_id,
      is_attend: rsvpEntries.is_attend,
      pax: rsvpEntries.pax,
    })
    .from(guests)
    .leftJoin(rsvpEntries, eq(rsvpEntries.guest_id, guests.id))
    .where(and(eq(guests.code, code), eq(guests.invitation_id, rootInvitationId(invitation))))
    .orderBy(asc(rsvpEntries.event_id));
  const [first] = rows;
  if (!first) return null;
  const rsvp = rows.flatMap(({ event_id, is_attend, pax }) =>
    event_id === null || is_attend === null || pax === null ? [] : [{ event_id, is_attend, pax }],
  );
  return { id: first.id, name: first.name, rsvp, seats: first.seats };
}
