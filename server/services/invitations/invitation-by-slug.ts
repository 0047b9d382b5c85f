import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { invitations } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { accessibleInvitation, type InvitationNeed, type InvitationRow } from './ownership';

/** The invitation with this slug, or 404 'Undangan tidak ditemukan'. */
export async function invitationBySlug(db: Database, slug: string): Promise<InvitationRow> {
  const [row] = await db.select().from(invitations).where(eq(invitations.slug, slug));
  if (!row) throw notFound('Undangan tidak ditemukan');
  return row;
}

/** As `accessibleInvitation`, found by slug: 404 when there is none, 403 when the caller's role does not allow `need`. */
export async function accessibleInvitationBySlug(
  db: Database,
  userId: string,
  slug: string,
  need: InvitationNeed,
): Promise<InvitationRow> {
  const { id } = await invitationBySlug(db, slug);
  return accessibleInvitation(db, userId, id, need);
}
