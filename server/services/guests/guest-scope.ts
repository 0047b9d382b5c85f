import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { guests, invitations } from '../../db/schema';
import { badRequest, notFound } from '../../http/http-error';
import { INVITATION_NOT_FOUND, invitationOpenToGuests } from '../invitations/invitation-visibility';
import { rootInvitationId, type InvitationRow } from '../invitations/ownership';

/**
 * The invitation a guest call names, which may be a version: 404 when there is none or it is a
 * draft of someone other than the caller, 410 once it has expired.
 */
export async function guestInvitation(db: Database, invitationId: string, viewerId: string | null) {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, invitationId));
  if (!row) throw notFound(INVITATION_NOT_FOUND);
  return invitationOpenToGuests(db, row, viewerId);
}

/** The guest with this id if they are a guest of the invitation (guests belong to the root). */
export async function guestOfInvitation(db: Database, invitation: InvitationRow, guestId: string) {
  const [guest] = await db
    .select()
    .from(guests)
    .where(and(eq(guests.id, guestId), eq(guests.invitation_id, rootInvitationId(invitation))));
  return guest;
}

/** An optional guest id in a guest's payload: when given it must be a guest of the invitation (400). */
export async function checkOptionalGuest(db: Database, invitation: InvitationRow, guestId: string | null | undefined) {
  if (!guestId || (await guestOfInvitation(db, invitation, guestId))) return;
  const message = 'Tamu tidak terdaftar di undangan ini';
  throw badRequest(message, [{ field: 'guest_id', message }]);
}
