import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_BADGES, paymentBadges } from '../../../../app/owner/kit/payment-badges';
import { contrastRatio, MIN_TEXT_CONTRAST } from '../../../../engine/manifest/token-contrast';
import { ORDER_STATUSES } from '../../../../schemas/entities/order.schema';

/** The payment badges of the list and the dashboard (docs/product.md#plans). */

describe('payment badges', () => {
  it('names PENDING, PAID and EXPIRED as the product does, each status once', () => {
    expect(Object.keys(ORDER_STATUS_BADGES).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(
      [ORDER_STATUS_BADGES.pending, ORDER_STATUS_BADGES.paid, ORDER_STATUS_BADGES.expired].map((b) => b.label),
    ).toEqual(['PENDING', 'PAID', 'EXPIRED']);
  });

  it.each(Object.entries(ORDER_STATUS_BADGES))('%s carries white text at 4.5:1 or more', (_status, { color }) => {
    expect(contrastRatio(color, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('shows EXPIRED once the period is over, else PAID once paid, and PENDING beside while an order waits', () => {
    const state = (paid: boolean, order_status: 'pending' | 'paid' | 'rejected' | null, expired = false) =>
      paymentBadges({ paid, order_status, expired });
    expect(state(false, null)).toEqual([]);
    expect(state(false, 'rejected')).toEqual([]);
    expect(state(false, 'pending')).toEqual(['pending']);
    expect(state(true, 'paid')).toEqual(['paid']);
    expect(state(true, 'pending')).toEqual(['paid', 'pending']);
    expect(state(true, 'paid', true)).toEqual(['expired']);
    expect(state(true, 'pending', true)).toEqual(['expired', 'pending']);
  });
});
