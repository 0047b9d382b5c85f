import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { invitations } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { rootInvitationId, type InvitationRow } from '../invitations/ownership';

export const PAY_BEFORE_PUBLISH = 'Bayar paket dulu untuk menerbitkan undangan ini';

/**
 * 402 unless the invitation's plan is paid for (its root's `paid_at`): a draft may be edited and
 * previewed for free, publishing needs the payment (docs/product.md#payment).
 */
export async function assertPlanPaid(db: Database, invitation: Pick<InvitationRow, 'id' | 'parent_id'>): Promise<void> {
  const [root] = await db
    .select({ paid_at: invitations.paid_at })
    .from(invitations)
    .where(eq(invitations.id, rootInvitationId(invitation)));
  if (!root?.paid_at) throw new HttpError(402, PAY_BEFORE_PUBLISH, [{ field: 'status', message: PAY_BEFORE_PUBLISH }]);
}
