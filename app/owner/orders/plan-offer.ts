import { planBelow } from '../../../engine/format/plan-includes';
import type { PlanCode } from '../../../schemas/entities/invitation-plan.schema';
import type { OrderOptions } from '../../../schemas/responses/orders';
import type { PlanOption } from '../kit/plan-card';

/**
 * What ordering one plan would be now (the options call) beside the plan itself and the plan below it
 * (the catalogue's; what it includes is said as what it adds to that one).
 */
export type PlanOffer = { plan: PlanOption; below?: PlanOption; option: OrderOptions['plans'][number] };

/** The options' plans in their order, each with its catalogue entry (a plan the catalogue lacks is left out). */
export function planOffers(options: OrderOptions, plans: readonly PlanOption[]): PlanOffer[] {
  return options.plans.flatMap((option) => {
    const plan = plans.find((candidate) => candidate.code === option.plan_code);
    return plan ? [{ plan, below: planBelow(plans, plan), option }] : [];
  });
}

/** Whether a plan may be ordered now: it has an amount and no refusal. */
export const orderable = ({ option }: PlanOffer): boolean => option.refusal === null && option.gross_amount !== null;

/**
 * The plan chosen when the page opens: the invitation's own plan when it may be ordered (its first
 * payment, or its extension), else the first that may; none when none may.
 */
export function firstChoice(offers: readonly PlanOffer[], current: string | undefined): PlanCode | null {
  const open = offers.filter(orderable);
  return (open.find((offer) => offer.option.plan_code === current) ?? open[0])?.option.plan_code ?? null;
}
