import { asc } from 'drizzle-orm';
import type { InvitationPlan } from '../../../schemas/entities/invitation-plan.schema';
import type { Database } from '../../db/database';
import { entityRow } from '../../db/entity-row';
import { invitationPlans } from '../../db/schema';

/** The plans anyone may read (docs/product.md#plans), lowest tier first, as entity/invitation-plan. */
export async function planList(db: Database): Promise<InvitationPlan[]> {
  const plans = await db.select().from(invitationPlans).orderBy(asc(invitationPlans.tier), asc(invitationPlans.code));
  return plans.map((plan) => entityRow(invitationPlans, plan) as InvitationPlan);
}
