import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { invitations } from '../../db/schema';
import { forbidden, notFound } from '../../http/http-error';

export type InvitationRow = typeof invitations.$inferSelect;

/** The invitation if the caller owns it: 404 when there is none, 403 when it is someone else's. */
export async function ownedInvitation(db: Database, ownerId: string, invitationId: string): Promise<InvitationRow> {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, invitationId));
  if (!row) throw notFound('Undangan tidak ditemukan');
  if (row.user_id !== ownerId) throw forbidden('Undangan ini bukan milik Anda');
  return row;
}

/** Wishes and confirmations belong to the parent invitation when there is one (docs/product.md#data-model). */
export const rootInvitationId = (invitation: Pick<InvitationRow, 'id' | 'parent_id'>): string =>
  invitation.parent_id ?? invitation.id;
