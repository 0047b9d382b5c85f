import type { Wish } from '../../schemas/entities/wish.schema';
import { NEWEST_WISHES } from '../../schemas/invitation-page.schema';

export function newestFirst(wishes: readonly Wish[]): Wish[] {
  return [...wishes].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** The wishes a page carries of all of them: the newest, as many as the section lists. */
export function newestWishesOf(wishes: readonly Wish[]): Wish[] {
  return newestFirst(wishes).slice(0, NEWEST_WISHES);
}
