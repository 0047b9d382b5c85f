import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { invitationChanges, invitationMembers, invitationSections, invitations } from '../../db/schema';
import { ownerContentOf } from '../invitations/owner-content';

/** An upload's address as the invitations hold it (POST /v1/media answers `/media/{path}`). */
const addressOf = (path: string) => `/media/${path}`;

/**
 * The invitations an account worked on, with their versions: those it is a member of and those it
 * changed (a member removed since, or an owner who handed the invitation over and left).
 */
async function invitationsWorkedOn(db: Database, userId: string) {
  const [memberships, changed] = await Promise.all([
    db
      .select({ id: invitationMembers.invitation_id })
      .from(invitationMembers)
      .where(eq(invitationMembers.user_id, userId)),
    db
      .selectDistinct({ id: invitationChanges.invitation_id })
      .from(invitationChanges)
      .where(eq(invitationChanges.user_id, userId)),
  ]);
  const roots = [...new Set([...memberships, ...changed].map((row) => row.id))];
  if (!roots.length) return [];
  return db
    .select()
    .from(invitations)
    .where(or(inArray(invitations.id, roots), inArray(invitations.parent_id, roots)));
}

/** Everything of an invitation that may name an upload, as one text: its settings, sections and content. */
async function textOf(db: Database, invitation: typeof invitations.$inferSelect): Promise<string> {
  const [content, sections] = await Promise.all([
    ownerContentOf(db, invitation),
    db
      .select()
      .from(invitationSections)
      .where(eq(invitationSections.invitation_id, invitation.id))
      .orderBy(asc(invitationSections.index)),
  ]);
  return JSON.stringify([invitation, content, sections]);
}

/**
 * Which of an account's uploads (`paths`) an invitation of someone else still shows, each with the
 * owner it goes to (docs/product.md#accounts): a photo a member put in the couple's invitation stays
 * there when the member's account goes, as the owner's upload.
 */
export async function uploadsInUse(db: Database, userId: string, paths: string[]): Promise<Map<string, string>> {
  const kept = new Map<string, string>();
  if (!paths.length) return kept;
  for (const invitation of await invitationsWorkedOn(db, userId)) {
    if (kept.size === paths.length) break;
    if (invitation.user_id === userId) continue;
    const text = await textOf(db, invitation);
    for (const path of paths) {
      if (!kept.has(path) && text.includes(addressOf(path))) kept.set(path, invitation.user_id);
    }
  }
  return kept;
}
