import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { invitations } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { ownedInvitation, type InvitationRow } from './ownership';

/** The invitation with this slug, or 404 'Undangan tidak ditemukan'. */
export async function invitationBySlug(db: Database, slug: string): Promise<InvitationRow> {
  const [row] = await db.select().from(invitations).where(eq(invitations.slug, slug));
  if (!row) throw notFound('Undangan tidak ditemukan');
  return row;
}

/** As `ownedInvitation`, found by slug: 404 when there is none, 403 when it is someone else's. */
export async function ownedInvitationBySlug(db: Database, ownerId: string, slug: string): Promise<InvitationRow> {
  const { id } = await invitationBySlug(db, slug);
  return ownedInvitation(db, ownerId, id);
}
