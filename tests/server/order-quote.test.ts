import { describe, expect, it } from 'vitest';
import { PLAN_CATALOGUE } from '../../server/db/plan-catalogue';
import type { PlanRow } from '../../server/services/invitations/plan-rules';
import { priceOf, quoteOrder } from '../../server/services/payments/order-quote';

const DAY = 86_400_000;
const plan = (code: keyof typeof PLAN_CATALOGUE, discount_price: number | null = null): PlanRow => ({
  id: code,
  code,
  add_ons: [],
  description: null,
  icon: null,
  restriction: null,
  product_id: null,
  ...PLAN_CATALOGUE[code],
  color: PLAN_CATALOGUE[code].color ?? '#000000',
  with_guestbook: PLAN_CATALOGUE[code].with_guestbook ?? false,
  discount_price,
});
const now = Date.parse('2026-12-06T00:00:00Z');
const unpaid = { plan: plan('mediaval'), paid_at: null, paid_until: null };
const paidMediaval = {
  plan: plan('mediaval'),
  paid_at: '2026-10-01T00:00:00Z',
  paid_until: '2027-03-30T00:00:00Z',
};

describe('what an order costs and gives', () => {
  it('costs the discount price when set, else the price', () => {
    expect(priceOf(plan('luxury'))).toBe(199000);
    expect(priceOf(plan('luxury', 149000))).toBe(149000);
  });

  it("is a first payment of the plan's price on an unpaid invitation, its days from now", () => {
    const quote = quoteOrder(unpaid, plan('luxury', 149000), {}, [], now);
    expect(quote).toEqual({
      kind: 'new',
      gross_amount: 149000,
      paid_until: now + 365 * DAY,
      active_until: now + 365 * DAY,
    });
  });

  it('pays the difference to a higher plan, keeping the days paid for when they reach further', () => {
    const quote = quoteOrder(paidMediaval, plan('luxury'), {}, [], now);
    expect(quote.kind).toBe('upgrade');
    expect(quote.gross_amount).toBe(199000 - 99000);
    expect(quote.paid_until).toBe(now + 365 * DAY);
    const late = { ...paidMediaval, paid_until: '2028-01-01T00:00:00Z' };
    expect(quoteOrder(late, plan('luxury'), {}, [], now).paid_until).toBe(Date.parse('2028-01-01T00:00:00Z'));
  });

  it('buys the same plan’s days again after the current end (or from now once it has passed)', () => {
    const quote = quoteOrder(paidMediaval, plan('mediaval'), {}, [], now);
    expect(quote).toMatchObject({ kind: 'extension', gross_amount: 99000 });
    expect(quote.paid_until).toBe(Date.parse('2027-03-30T00:00:00Z') + 180 * DAY);
    const over = { ...paidMediaval, paid_until: '2026-11-01T00:00:00Z' };
    expect(quoteOrder(over, plan('mediaval'), {}, [], now).paid_until).toBe(now + 180 * DAY);
  });

  it('refuses a lower plan, naming both', () => {
    expect(() => quoteOrder(paidMediaval, plan('fair'), {}, [], now)).toThrow(
      'Paket Mediaval tidak dapat diturunkan ke paket Fair',
    );
  });

  it('adds the add-ons and keeps the invitation open a week after a late wedding', () => {
    const wedding = now + 400 * DAY;
    const quote = quoteOrder(unpaid, plan('fair'), { extra: 25000 }, [wedding], now);
    expect(quote.gross_amount).toBe(49000 + 25000);
    expect(quote.active_until).toBe(wedding + 7 * DAY);
  });
});
