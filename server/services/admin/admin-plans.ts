import { asc, eq } from 'drizzle-orm';
import type { PlanCode } from '../../../schemas/entities/invitation-plan.schema';
import type { PlanUpdateRequest } from '../../../schemas/requests/admin';
import type { Database } from '../../db/database';
import { entityRow } from '../../db/entity-row';
import { invitationPlans } from '../../db/schema';
import { badRequest, notFound } from '../../http/http-error';
import { validationError } from '../../http/validation';
import { ADD_ON_CATALOGUE } from '../payments/add-ons';
import { asOperator, type Operator } from './operator-log';

export const PLAN_NOT_FOUND = 'Paket tidak ditemukan';
export const DISCOUNT_NOT_LOWER = 'Harga diskon harus lebih rendah dari harga';

type PlanRow = typeof invitationPlans.$inferSelect;
const planEntity = (plan: PlanRow) => entityRow(invitationPlans, plan);

/** Every plan, lowest tier first, with what only the console shows (discount, add-ons, description). */
export async function adminPlanList(db: Database) {
  const plans = await db.select().from(invitationPlans).orderBy(asc(invitationPlans.tier), asc(invitationPlans.code));
  return plans.map(planEntity);
}

/** 400 for an add-on the catalogue does not know (server/services/payments/add-ons.ts) or a discount not below the price. */
function assertPlanValues(plan: Pick<PlanRow, 'price' | 'discount_price'>, addOns: readonly string[] = []) {
  const unknown = addOns.find((code) => !ADD_ON_CATALOGUE[code]);
  if (unknown !== undefined) {
    const message = `Tambahan "${unknown}" tidak dikenal`;
    throw badRequest(message, [{ field: 'add_ons', message }]);
  }
  if (plan.discount_price !== null && plan.discount_price >= plan.price) {
    throw validationError([{ field: 'discount_price', message: DISCOUNT_NOT_LOWER }]);
  }
}

/**
 * An operator's change of a plan (docs/product.md#operator-console): the fields given, kept from then
 * on (the catalogue of server/db/plan-catalogue.ts only inserts a missing plan). Orders made later pay
 * the new price; invitations on the plan follow its sections and guestbook at once (their pages too).
 * Logged with each changed field before and after.
 */
export async function updatePlan(db: Database, operator: Operator, code: PlanCode, change: PlanUpdateRequest) {
  return asOperator(db, operator, async (tx, log) => {
    const [plan] = await tx.select().from(invitationPlans).where(eq(invitationPlans.code, code)).for('update');
    if (!plan) throw notFound(PLAN_NOT_FOUND);
    const description = change.description === undefined ? undefined : change.description?.trim() || null;
    const values = { ...change, ...(description !== undefined && { description }) };
    assertPlanValues({ ...plan, ...values }, change.add_ons);
    const [updated] = await tx.update(invitationPlans).set(values).where(eq(invitationPlans.id, plan.id)).returning();
    const keys = Object.keys(values) as (keyof typeof values)[];
    await log('plan.update', `plan:${code}`, {
      before: Object.fromEntries(keys.map((key) => [key, plan[key]])),
      after: Object.fromEntries(keys.map((key) => [key, updated![key]])),
    });
    return planEntity(updated!);
  });
}
