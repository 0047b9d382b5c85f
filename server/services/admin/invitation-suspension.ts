import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { invitations } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { INVITATION_NOT_FOUND } from '../invitations/invitation-visibility';
import { rootInvitationId } from '../invitations/ownership';
import { adminInvitationById } from './admin-invitations';
import { asOperator, type Operator } from './operator-log';

export const ALREADY_SUSPENDED = 'Undangan ini sudah ditangguhkan';
export const NOT_SUSPENDED = 'Undangan ini tidak sedang ditangguhkan';

/**
 * Suspends an invitation with a reason, or lifts it (`reason` null; `note` for the log), on the
 * invitation and every version of its root alike, as a payment does (docs/product.md#operator-console).
 * While suspended, every public read and guest write answers 410 'Undangan ini sedang tidak tersedia.'
 * (server/services/invitations/invitation-visibility.ts); the rows' update bumps their page_version
 * (0004_page-version.sql), so no kept page outlives it. 404 for none, 409 when already so.
 */
export async function setSuspension(
  db: Database,
  operator: Operator,
  id: string,
  change: { reason: string | null; note?: string },
) {
  await asOperator(db, operator, async (tx, log) => {
    const [row] = await tx.select().from(invitations).where(eq(invitations.id, id)).for('update');
    if (!row) throw notFound(INVITATION_NOT_FOUND);
    const rootId = rootInvitationId(row);
    const suspend = change.reason !== null;
    if (suspend === (row.suspended_reason !== null)) throw conflict(suspend ? ALREADY_SUSPENDED : NOT_SUSPENDED);
    const reason = change.reason?.trim() ?? null;
    await tx
      .update(invitations)
      .set({ suspended_reason: reason })
      .where(or(eq(invitations.id, rootId), eq(invitations.parent_id, rootId)));
    await log(suspend ? 'invitation.suspend' : 'invitation.unsuspend', `invitation:${rootId}`, {
      slug: row.slug,
      ...(suspend ? { reason } : { was: row.suspended_reason, ...(change.note && { note: change.note }) }),
    });
  });
  return (await adminInvitationById(db, id))!;
}
