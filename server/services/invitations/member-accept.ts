import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { invitationMembers, invitations } from '../../db/schema';
import { conflict } from '../../http/http-error';
import { validationError } from '../../http/validation';
import { hashOf } from '../auth/account-links';
import { memberRowOf, type MemberRow } from './invitation-members';
import type { InvitationRow } from './ownership';

export const MEMBER_LINK_INVALID =
  'Tautan undangan ini sudah tidak berlaku. Minta pemilik undangan mengirim tautan baru.';
export const OWN_INVITATION = 'Ini undangan Anda sendiri: Anda sudah pemiliknya.';

/**
 * Accepts an invitation to join with its token, for the signed-in `userId`: once (of two requests at
 * the same moment, one gets it), before it expires. 400 for a token that is unknown, used or expired;
 * 409 for the invitation's own owner. Someone already a member keeps their role, and the link is used.
 */
export async function acceptMemberInvite(
  db: Database,
  userId: string,
  token: string,
  now: number,
): Promise<{ member: MemberRow; invitation: InvitationRow }> {
  const invalid = () => validationError([{ field: 'token', message: MEMBER_LINK_INVALID }]);
  const usable = and(
    eq(invitationMembers.token_hash, hashOf(token)),
    isNull(invitationMembers.accepted_at),
    gt(invitationMembers.expires_at, new Date(now).toISOString()),
  );
  const [pending] = await db.select().from(invitationMembers).where(usable);
  if (!pending) throw invalid();
  const [invitation] = await db.select().from(invitations).where(eq(invitations.id, pending.invitation_id));
  if (!invitation) throw invalid();
  if (invitation.user_id === userId) throw conflict(OWN_INVITATION);
  const [existing] = await db
    .select()
    .from(invitationMembers)
    .where(memberRowOf(invitation.id, eq(invitationMembers.user_id, userId), true));
  if (existing) {
    await db.delete(invitationMembers).where(and(eq(invitationMembers.id, pending.id), usable));
    return { member: existing, invitation };
  }
  const [member] = await db
    .update(invitationMembers)
    .set({ user_id: userId, accepted_at: new Date(now).toISOString(), token_hash: null })
    .where(and(eq(invitationMembers.id, pending.id), usable))
    .returning();
  if (!member) throw invalid();
  return { member, invitation };
}
