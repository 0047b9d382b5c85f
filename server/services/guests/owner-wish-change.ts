import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { wishes } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { recordChange, type ChangeAction } from '../invitations/invitation-changes';
import { accessibleRowInvitation } from '../invitations/owned-row';
import { rootInvitationId } from '../invitations/ownership';

const WISH_NOT_FOUND = 'Ucapan tidak ditemukan';

type WishRow = typeof wishes.$inferSelect;

/**
 * An owner's write to one wish (DELETE /v1/wish/{id}, PUT /v1/wish/{id}/status): allowed to whoever
 * may edit its invitation (404 'Ucapan tidak ditemukan' when there is no such wish), made by `write`
 * on the row `where` names, then recorded as a change of 'Ucapan' (docs/product.md#changes).
 * Answers the row `write` returned.
 */
export async function changeOwnedWish(
  db: Database,
  ownerId: string,
  id: string,
  action: ChangeAction,
  write: (where: SQL) => Promise<WishRow[]>,
): Promise<WishRow> {
  const invitation = await accessibleRowInvitation(db, ownerId, wishes, id, WISH_NOT_FOUND, 'edit');
  const [row] = await write(eq(wishes.id, id));
  if (!row) throw notFound(WISH_NOT_FOUND);
  await recordChange(db, {
    rootId: rootInvitationId(invitation),
    entityKey: `wish:${id}`,
    subject: 'Ucapan',
    action,
    userId: ownerId,
  });
  return row;
}
