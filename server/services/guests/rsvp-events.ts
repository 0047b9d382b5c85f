import { and, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { invitationEvents } from '../../db/schema';
import { badRequest } from '../../http/http-error';
import { rootInvitationId, type InvitationRow } from '../invitations/ownership';

/** Where the events a guest answers for live: a version has its own copies, and the root's are accepted too. */
export const eventScope = (invitation: InvitationRow) => [...new Set([invitation.id, rootInvitationId(invitation)])];

/**
 * 400 'Acara tidak ditemukan di undangan ini' at `events.{i}.event_id` for the first id that is no event
 * of the invitation (or of its root).
 */
export async function assertEventsOf(db: Database, invitation: InvitationRow, eventIds: readonly string[]) {
  if (!eventIds.length) return;
  const known = await db
    .select({ id: invitationEvents.id })
    .from(invitationEvents)
    .where(
      and(
        inArray(invitationEvents.id, [...new Set(eventIds)]),
        inArray(invitationEvents.invitation_id, eventScope(invitation)),
      ),
    );
  const knownIds = new Set(known.map((event) => event.id));
  const index = eventIds.findIndex((id) => !knownIds.has(id));
  if (index >= 0) {
    const message = 'Acara tidak ditemukan di undangan ini';
    throw badRequest(message, [{ field: `events.${index}.event_id`, message }]);
  }
}
