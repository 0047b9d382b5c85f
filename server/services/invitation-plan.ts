import { eq, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { invitations } from '../db/schema';
import { notFound } from '../http/http-error';
import { planByCode } from './invitation-rules';

const DAY = 86_400_000;

/**
 * What an operator does once an owner has paid for a plan (there is no payment provider yet): the
 * invitation with this slug and its versions move to the plan, active for the plan's `expired_day`
 * days from `now`. Answers the new expiry.
 */
export async function activatePlan(db: Database, slug: string, planCode: string, now = Date.now()) {
  const plan = await planByCode(db, planCode);
  const [invitation] = await db.select().from(invitations).where(eq(invitations.slug, slug));
  if (!invitation) throw notFound('Undangan tidak ditemukan');
  const rootId = invitation.parent_id ?? invitation.id;
  const expired_at = new Date(now + plan.expired_day * DAY).toISOString();
  await db
    .update(invitations)
    .set({ plan_id: plan.id, expired_at, updated_at: new Date(now).toISOString() })
    .where(or(eq(invitations.id, rootId), eq(invitations.parent_id, rootId)));
  return { plan: plan.code, expired_at };
}
