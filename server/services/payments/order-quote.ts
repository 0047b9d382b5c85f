import { activeUntilOf, paidUntilOf } from '../../../engine/content/active-period';
import type { OrderKind } from '../../../schemas/entities/order.schema';
import { badRequest } from '../../http/http-error';
import { planDisplayName, type PlanRow } from '../invitations/plan-rules';

/** What an invitation holds of its plan's payment (its root's row). */
export type PaidState = { plan: PlanRow | null; paid_at: string | null; paid_until: string | null };

export type OrderQuote = {
  kind: OrderKind;
  gross_amount: number;
  /** The end of the days paid for once paid at `now`, and the day the invitation would close. */
  paid_until: number;
  active_until: number;
};

/** What a plan costs: its `discount_price` when set, else its `price`. */
export const priceOf = (plan: Pick<PlanRow, 'price' | 'discount_price'>): number => plan.discount_price ?? plan.price;

/**
 * The end of the days paid for once an order of `kind` for a plan of `expiredDay` days is paid at
 * `at`: a new plan's days from then; an extension's after the current end (or from then, when that
 * is past); an upgrade keeps the current end, or the new plan's days from then when longer.
 */
export function paidUntilAfter(kind: OrderKind, currentPaidUntil: string | null, expiredDay: number, at: number) {
  const currentEnd = currentPaidUntil ? Date.parse(currentPaidUntil) : at;
  if (kind === 'extension') return paidUntilOf(Math.max(currentEnd, at), expiredDay);
  if (kind === 'upgrade') return Math.max(currentEnd, paidUntilOf(at, expiredDay));
  return paidUntilOf(at, expiredDay);
}

/**
 * An order's kind, amount and dates (docs/product.md#payment): an unpaid invitation pays the plan's
 * price; a paid one pays the difference to a higher plan (keeping its days, or the new plan's from
 * now when longer) or the same plan's days again (added after the current end); a lower plan is
 * refused. Add-ons are the plan's own, each at its price.
 */
export function quoteOrder(
  paid: PaidState,
  target: PlanRow,
  addOnPrices: Record<string, number>,
  mainEventStarts: readonly number[],
  now: number,
): OrderQuote {
  const current = paid.paid_at ? paid.plan : null;
  let kind: OrderKind;
  let amount: number;
  if (!current) {
    kind = 'new';
    amount = priceOf(target);
  } else if (current.id === target.id) {
    kind = 'extension';
    amount = priceOf(target);
  } else if (target.tier > current.tier) {
    kind = 'upgrade';
    amount = Math.max(0, priceOf(target) - priceOf(current));
  } else {
    const message = `Paket ${planDisplayName(current)} tidak dapat diturunkan ke paket ${planDisplayName(target)}`;
    throw badRequest(message, [{ field: 'plan_code', message }]);
  }
  const addOns = Object.values(addOnPrices).reduce((sum, price) => sum + price, 0);
  const paidUntil = paidUntilAfter(kind, paid.paid_until, target.expired_day, now);
  return {
    kind,
    gross_amount: amount + addOns,
    paid_until: paidUntil,
    active_until: activeUntilOf(paidUntil, mainEventStarts),
  };
}
