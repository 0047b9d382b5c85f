import type { Wish } from '../../schemas/entities/wish.schema';
import { NEWEST_WISHES } from '../../schemas/invitation-page.schema';
import { compareText } from '../format/compare-text';

/**
 * Wishes newest first: their `created_at` instants (UTC, one format) compare as text, by code unit
 * rather than `localeCompare`, whose collator would load the browser's locale data before the guest's
 * first tap (docs/performance.md).
 */
export function newestFirst(wishes: readonly Wish[]): Wish[] {
  return [...wishes].sort((a, b) => compareText(b.created_at, a.created_at));
}

/** The wishes a page carries of all of them: the newest, as many as the section lists. */
export function newestWishesOf(wishes: readonly Wish[]): Wish[] {
  return newestFirst(wishes).slice(0, NEWEST_WISHES);
}
