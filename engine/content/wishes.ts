import type { Wish } from '../../schemas/entities/wish.schema';

/** SPEC 9: wishes shown inline. */
export const INLINE_WISHES = 5;

export function newestFirst(wishes: readonly Wish[]): Wish[] {
  return [...wishes].sort((a, b) => b.created_at.localeCompare(a.created_at));
}
