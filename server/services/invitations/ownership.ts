import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { invitationMembers, invitations } from '../../db/schema';
import { forbidden, notFound } from '../../http/http-error';

export type InvitationRow = typeof invitations.$inferSelect;

/** Who the caller is to an invitation (docs/product.md#members): its owner, or a member with a role. */
export type InvitationRole = 'owner' | 'editor' | 'viewer';
/** What a call needs: to read (any role), to change the content (editor or owner), or the owner. */
export type InvitationNeed = 'read' | 'edit' | 'owner';

export const NOT_YOURS = 'Undangan ini bukan milik Anda';
export const OWNER_ONLY = 'Hanya pemilik undangan yang dapat melakukan ini';
export const VIEWER_ONLY =
  'Anda hanya dapat melihat undangan ini. Minta pemilik menjadikan Anda editor untuk mengubahnya.';

const ALLOWED: Record<InvitationNeed, readonly InvitationRole[]> = {
  read: ['owner', 'editor', 'viewer'],
  edit: ['owner', 'editor'],
  owner: ['owner'],
};

/** Wishes and confirmations belong to the parent invitation when there is one (docs/product.md#data-model). */
export const rootInvitationId = (invitation: Pick<InvitationRow, 'id' | 'parent_id'>): string =>
  invitation.parent_id ?? invitation.id;

/**
 * The caller's role on an invitation: 'owner' for its owner (a version's owner is its root's), the
 * role of an accepted membership of the root (versions follow their root's members), else null.
 */
export async function roleOn(
  db: Database,
  userId: string,
  invitation: Pick<InvitationRow, 'id' | 'parent_id' | 'user_id'>,
): Promise<InvitationRole | null> {
  if (invitation.user_id === userId) return 'owner';
  const [member] = await db
    .select({ role: invitationMembers.role })
    .from(invitationMembers)
    .where(
      and(
        eq(invitationMembers.invitation_id, rootInvitationId(invitation)),
        eq(invitationMembers.user_id, userId),
        isNotNull(invitationMembers.accepted_at),
      ),
    );
  return member?.role ?? null;
}

/** 403 with the Indonesian reason unless `role` may do what `need` names. */
export function assertRole(role: InvitationRole | null, need: InvitationNeed): InvitationRole {
  if (!role) throw forbidden(NOT_YOURS);
  if (!ALLOWED[need].includes(role)) throw forbidden(role === 'viewer' && need === 'edit' ? VIEWER_ONLY : OWNER_ONLY);
  return role;
}

/**
 * The one access check of the owner calls: the invitation and the caller's role on it, when that
 * role may do what `need` names. 404 when there is no such invitation, 403 (with the reason) when the
 * caller has no role on it or one too small; read again on every request, so a member removed or
 * changed is refused on their next call.
 */
export async function invitationAccess(
  db: Database,
  userId: string,
  invitationId: string,
  need: InvitationNeed,
): Promise<{ invitation: InvitationRow; role: InvitationRole }> {
  const [invitation] = await db.select().from(invitations).where(eq(invitations.id, invitationId));
  if (!invitation) throw notFound('Undangan tidak ditemukan');
  return { invitation, role: assertRole(await roleOn(db, userId, invitation), need) };
}

/** As `invitationAccess`, the invitation alone. */
export const accessibleInvitation = async (
  db: Database,
  userId: string,
  invitationId: string,
  need: InvitationNeed,
): Promise<InvitationRow> => (await invitationAccess(db, userId, invitationId, need)).invitation;
