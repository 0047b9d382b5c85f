import type { InvitationPlan } from '../../schemas/entities/invitation-plan.schema';

/**
 * What a plan costs now, and its usual price while a discount runs (a `discount_price` below its
 * `price`; null otherwise), as the home page's and the owner's plan cards show it.
 */
export function planPrice(plan: Pick<InvitationPlan, 'price' | 'discount_price'>): {
  now: number;
  usual: number | null;
} {
  return plan.discount_price != null && plan.discount_price < plan.price
    ? { now: plan.discount_price, usual: plan.price }
    : { now: plan.price, usual: null };
}
