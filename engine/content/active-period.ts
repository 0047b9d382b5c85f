/**
 * How long a paid invitation stays open (docs/product.md#payment): the plan's days from payment, and
 * never less than a week after the main event, so guests still find it for thanks and photos.
 */

const DAY = 86_400_000;

/** How long after the main event guests still open the invitation: a week. */
export const DAYS_AFTER_MAIN_EVENT = 7;

/** The end of the days paid for: `from` plus the plan's days. */
export const paidUntilOf = (from: number, days: number): number => from + days * DAY;

/**
 * When the invitation closes: the end of the days paid for, or a week after the latest main event when
 * that is later (an event in the past counts too; it only ever lengthens the period).
 */
export function activeUntilOf(paidUntil: number, mainEventStarts: readonly number[]): number {
  const latest = Math.max(...mainEventStarts.filter(Number.isFinite), -Infinity);
  return Math.max(paidUntil, latest + DAYS_AFTER_MAIN_EVENT * DAY);
}
