import { describe, expect, it } from 'vitest';
import { activeUntilOf, DAYS_AFTER_MAIN_EVENT, paidUntilOf } from '../../engine/content/active-period';

const DAY = 86_400_000;
const at = (iso: string) => Date.parse(iso);

describe('the active period of a paid invitation', () => {
  it("counts the plan's days from the payment", () => {
    expect(new Date(paidUntilOf(at('2026-12-02T00:00:00Z'), 180)).toISOString()).toBe('2027-05-31T00:00:00.000Z');
  });

  it('never ends before a week after the main event: the issue’s couple (paid 2 Dec, wedding 12 June)', () => {
    const paidUntil = paidUntilOf(at('2026-12-02T00:00:00Z'), 180);
    const wedding = at('2027-06-12T02:00:00Z');
    expect(activeUntilOf(paidUntil, [wedding])).toBe(wedding + DAYS_AFTER_MAIN_EVENT * DAY);
  });

  it('keeps the days paid for when the wedding is early, and without any event', () => {
    const paidUntil = at('2027-12-01T00:00:00Z');
    expect(activeUntilOf(paidUntil, [at('2027-01-10T00:00:00Z')])).toBe(paidUntil);
    expect(activeUntilOf(paidUntil, [])).toBe(paidUntil);
    expect(activeUntilOf(paidUntil, [Number.NaN])).toBe(paidUntil);
  });

  it('follows the latest main event of the versions', () => {
    const paidUntil = at('2027-01-01T00:00:00Z');
    const late = at('2027-03-01T00:00:00Z');
    expect(activeUntilOf(paidUntil, [at('2027-02-01T00:00:00Z'), late])).toBe(late + 7 * DAY);
  });
});
