import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { invitations } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { planByCode } from './invitation-rules';
import { INVITATION_NOT_FOUND } from './invitation-visibility';

const DAY = 86_400_000;

/** When an invitation on this plan, activated at `now`, stops being shown: the plan's days later. */
export const expiryOf = (plan: { expired_day: number }, now = Date.now()): string =>
  new Date(now + plan.expired_day * DAY).toISOString();

/**
 * What an operator does once an owner has paid for a plan (there is no payment provider yet): the
 * invitation with this slug and its versions move to the plan, active for the plan's `expired_day`
 * days from `now`. Answers the new expiry.
 */
export async function activatePlan(db: Database, slug: string, planCode: string, now = Date.now()) {
  const plan = await planByCode(db, planCode);
  const [invitation] = await db.select().from(invitations).where(eq(invitations.slug, slug));
  if (!invitation) throw notFound(INVITATION_NOT_FOUND);
  const rootId = invitation.parent_id ?? invitation.id;
  const expired_at = expiryOf(plan, now);
  await db
    .update(invitations)
    .set({ plan_id: plan.id, expired_at, updated_at: new Date(now).toISOString() })
    .where(or(eq(invitations.id, rootId), eq(invitations.parent_id, rootId)));
  return { plan: plan.code, expired_at };
}
