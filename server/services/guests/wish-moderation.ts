import { and, count, eq, sql } from 'drizzle-orm';
import type { WishStatus } from '../../../schemas/entities/wish.schema';
import type { WishModerationMode } from '../../../schemas/requests/wish-moderation';
import type { Database } from '../../db/database';
import { invitations, wishes } from '../../db/schema';
import type { InvitationRow } from '../invitations/ownership';

/**
 * Wishes moderation (docs/product.md#wish-moderation): the root invitation's mode decides whether a
 * guest's new wish shows at once or waits for the owner; only shown wishes are public.
 */

/** The public wishes of a root invitation: the shown ones. */
export const shownWishesOf = (rootId: string) => and(eq(wishes.invitation_id, rootId), eq(wishes.status, 'shown'));

/** The mode of the root of `invitation` (a version follows its root's). */
export async function wishModerationOf(
  db: Database,
  invitation: Pick<InvitationRow, 'parent_id' | 'wish_moderation'>,
): Promise<WishModerationMode> {
  if (invitation.parent_id === null) return invitation.wish_moderation as WishModerationMode;
  const [root] = await db
    .select({ mode: invitations.wish_moderation })
    .from(invitations)
    .where(eq(invitations.id, invitation.parent_id));
  return (root?.mode ?? 'instant') as WishModerationMode;
}

/** The status a guest's new wish is stored with: waiting when the owner approves wishes, else shown. */
export const arrivingWishStatus = async (
  db: Database,
  invitation: Pick<InvitationRow, 'parent_id' | 'wish_moderation'>,
): Promise<WishStatus> => ((await wishModerationOf(db, invitation)) === 'approval' ? 'pending' : 'shown');

/** How many wishes of a root invitation wait for the owner's approval. */
export async function pendingWishCount(db: Database, rootId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(wishes)
    .where(and(eq(wishes.invitation_id, rootId), eq(wishes.status, 'pending')));
  return row?.n ?? 0;
}

/** How many wishes a root invitation has, in all and in each status. */
export async function wishStatusCounts(db: Database, rootId: string): Promise<Record<'all' | WishStatus, number>> {
  const of = (status: WishStatus) => sql<number>`count(*) filter (where ${wishes.status} = ${status})`.mapWith(Number);
  const [row] = await db
    .select({ all: count(), shown: of('shown'), pending: of('pending'), hidden: of('hidden') })
    .from(wishes)
    .where(eq(wishes.invitation_id, rootId));
  return row ?? { all: 0, shown: 0, pending: 0, hidden: 0 };
}
