import { sql } from 'drizzle-orm';
import { seatsMessage } from '../../../schemas/payloads/rsvp.payload';
import type { OwnerRsvpRequest } from '../../../schemas/requests/owner-rsvp';
import type { Database } from '../../db/database';
import { rsvpEntries } from '../../db/schema';
import { badRequest } from '../../http/http-error';
import type { InvitationRow } from '../invitations/ownership';
import type { GuestRow } from './guest-entities';
import { assertEventsOf } from './rsvp-events';

/**
 * The owner records or changes a guest's answer (docs/product.md#owner-answers), per event: each event
 * of the invitation, the people within the guest's seats ('Undangan ini untuk N orang' at the field),
 * none when not attending. Saved with `by_owner` true ('Dijawab lewat telepon') until the guest answers
 * again. Open after the RSVP deadline too: the owner may still change an answer.
 */
export async function saveOwnerRsvp(db: Database, invitation: InvitationRow, guest: GuestRow, body: OwnerRsvpRequest) {
  const index = body.events.findIndex((event) => event.is_attend && event.pax > guest.seats);
  if (index >= 0) {
    const message = seatsMessage(guest.seats);
    throw badRequest(message, [{ field: `events.${index}.pax`, message }]);
  }
  await assertEventsOf(
    db,
    invitation,
    body.events.map((event) => event.event_id),
  );
  // One row per event named: the last one wins.
  const perEvent = new Map(body.events.map((event) => [event.event_id, event]));
  await db
    .insert(rsvpEntries)
    .values(
      [...perEvent.values()].map(({ event_id, is_attend, pax }) => ({
        guest_id: guest.id,
        event_id,
        is_attend,
        pax: is_attend ? pax : 0,
        by_owner: true,
      })),
    )
    .onConflictDoUpdate({
      target: [rsvpEntries.guest_id, rsvpEntries.event_id],
      set: { is_attend: sql`excluded.is_attend`, pax: sql`excluded.pax`, by_owner: true, updated_at: sql`now()` },
    });
}
