import { and, asc, count, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { InvitationMember } from '../../../schemas/entities/invitation-member.schema';
import type { Database } from '../../db/database';
import { invitationMembers, users } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { newLinkToken } from '../auth/account-links';
import { normalizeEmail } from '../auth/account-user';
import { accessibleInvitation, type InvitationRow } from './ownership';

export type MemberRow = typeof invitationMembers.$inferSelect;
export type MemberRole = MemberRow['role'];

/**
 * The member rows of one person (`person`: their e-mail or account) on invitation `invitationId`:
 * those who accepted, or those still waiting for the link to be opened.
 */
export const memberRowOf = (invitationId: string, person: SQL, accepted: boolean) =>
  and(
    eq(invitationMembers.invitation_id, invitationId),
    person,
    accepted ? isNotNull(invitationMembers.accepted_at) : isNull(invitationMembers.accepted_at),
  );

/** How long an invitation to join works (docs/product.md#members). */
export const MEMBER_INVITE_LIFETIME_MS = 7 * 24 * 60 * 60_000;
/** The people (members and invitations waiting) one invitation is shared with, at most. */
export const MEMBER_LIMIT = 10;

export const MEMBER_NOT_FOUND = 'Anggota tidak ditemukan';
export const ALREADY_MEMBER = 'Orang dengan email ini sudah bisa membuka undangan ini';
export const MEMBER_LIMIT_REACHED = `Undangan ini sudah dibagikan ke ${MEMBER_LIMIT} orang. Hapus salah satu untuk mengundang yang lain.`;

/** The page an invitation to join opens (app/router.tsx). */
export const MEMBER_ACCEPT_PAGE = '/invitation/accept';
export const memberAcceptLink = (publicUrl: string, token: string) =>
  `${publicUrl}${MEMBER_ACCEPT_PAGE}?token=${encodeURIComponent(token)}`;

const statusOf = (row: MemberRow, now: number): InvitationMember['status'] => {
  if (row.accepted_at) return 'active';
  return row.expires_at && Date.parse(row.expires_at) <= now ? 'expired' : 'pending';
};

/** A member row as the owner sees it, with the account's name and e-mail once accepted. */
export function memberEntity(
  row: MemberRow,
  user: { name: string; email: string } | null,
  now: number,
): InvitationMember {
  return {
    id: row.id,
    invitation_id: row.invitation_id,
    role: row.role,
    status: statusOf(row, now),
    name: user?.name ?? null,
    email: user?.email ?? row.email,
    expires_at: row.accepted_at ? null : row.expires_at,
    created_at: row.created_at,
  };
}

/** Everyone an invitation (a root) is shared with, the oldest first. */
export async function membersOf(db: Database, rootId: string, now: number): Promise<InvitationMember[]> {
  const rows = await db
    .select({ member: invitationMembers, name: users.name, email: users.email })
    .from(invitationMembers)
    .leftJoin(users, eq(users.id, invitationMembers.user_id))
    .where(eq(invitationMembers.invitation_id, rootId))
    .orderBy(asc(invitationMembers.created_at), asc(invitationMembers.id));
  return rows.map(({ member, name, email }) =>
    memberEntity(member, name !== null && email !== null ? { name, email } : null, now),
  );
}

/**
 * A new invitation to join `root` as `role`, by e-mail or (without one) by link: 409 when the address
 * is already the owner's or a member's, or when the invitation is shared with MEMBER_LIMIT people. An
 * invitation to the same address still waiting is replaced (a second mail: only its link works). The
 * token is made by `issueMemberToken`: for a mail, when it is sent.
 */
export async function inviteMember(
  db: Database,
  { root, role, email, invitedBy }: { root: InvitationRow; role: MemberRole; email?: string; invitedBy: string },
): Promise<MemberRow> {
  const address = email === undefined ? null : normalizeEmail(email);
  if (address) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .leftJoin(
        invitationMembers,
        and(eq(invitationMembers.user_id, users.id), eq(invitationMembers.invitation_id, root.id)),
      )
      .where(
        and(eq(users.email, address), or(eq(users.id, root.user_id), eq(invitationMembers.invitation_id, root.id))),
      );
    if (taken) throw conflict(ALREADY_MEMBER);
    await db.delete(invitationMembers).where(memberRowOf(root.id, eq(invitationMembers.email, address), false));
  }
  const [shared] = await db
    .select({ n: count() })
    .from(invitationMembers)
    .where(eq(invitationMembers.invitation_id, root.id));
  if ((shared?.n ?? 0) >= MEMBER_LIMIT) throw conflict(MEMBER_LIMIT_REACHED);
  const [row] = await db
    .insert(invitationMembers)
    .values({ invitation_id: root.id, role, email: address, invited_by: invitedBy })
    .returning();
  return row!;
}

/**
 * A fresh token for an invitation to join still waiting (the previous one stops working), usable
 * until MEMBER_INVITE_LIFETIME_MS from `now`; undefined once it was accepted or removed.
 */
export async function issueMemberToken(db: Database, memberId: string, now: number): Promise<string | undefined> {
  const { token, hash } = newLinkToken();
  const [row] = await db
    .update(invitationMembers)
    .set({ token_hash: hash, expires_at: new Date(now + MEMBER_INVITE_LIFETIME_MS).toISOString() })
    .where(and(eq(invitationMembers.id, memberId), isNull(invitationMembers.accepted_at)))
    .returning({ id: invitationMembers.id });
  return row ? token : undefined;
}

/**
 * A member row of an invitation the caller owns (its owner manages its members), or one that is the
 * caller's own (a member may leave): 404 for no such row, 403 otherwise.
 */
export async function manageableMember(
  db: Database,
  userId: string,
  memberId: string,
  { ownMayLeave = false } = {},
): Promise<MemberRow> {
  const [row] = await db.select().from(invitationMembers).where(eq(invitationMembers.id, memberId));
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  if (ownMayLeave && row.user_id === userId) return row;
  await accessibleInvitation(db, userId, row.invitation_id, 'owner');
  return row;
}
