import type { Wish } from '../../schemas/entities/wish.schema';

/**
 * All the wishes, in pages: what the 'Ucapan & Do'a' dialog lists. The page carries only the newest
 * few; the dialog asks for the rest a page at a time, newest first, as the guest scrolls.
 */

/** Wishes in one page of the dialog. */
export const WISH_PAGE_SIZE = 20;

/** One page of the wish list (GET /v2/invitation/slug/{slug}/wish): its wishes and how many there are in all. */
export type WishPage = { wishes: Wish[]; total: number };

/**
 * Where the pages come from: the list API on a published invitation, the sample wishes in demo
 * mode. `key` names them in the app's query cache; `load` answers page `page` (from 1).
 */
export type WishPagesSource = { key: readonly unknown[]; load: (page: number) => Promise<WishPage> };

/** Page `page` (from 1) of wishes held whole, newest first (demo mode's pages). */
export function pageOfWishes(wishes: readonly Wish[], page: number, size = WISH_PAGE_SIZE): WishPage {
  return { wishes: wishes.slice((page - 1) * size, page * size), total: wishes.length };
}

/**
 * The page to ask for after `pages`, or undefined when they reach the end. Pages count from the
 * newest wish, so a wish posted meanwhile shifts the later ones by one: the end is where the pages
 * loaded reach the newest total, and an empty page ends them too.
 */
export function nextWishPage(pages: readonly WishPage[]): number | undefined {
  const last = pages.at(-1);
  if (!last) return 1;
  const reached = pages.reduce((sum, page) => sum + page.wishes.length, 0);
  return last.wishes.length > 0 && reached < last.total ? pages.length + 1 : undefined;
}

/** The wishes of the pages, in order, each once (a shift between pages repeats a wish). */
export function wishesOfPages(pages: readonly WishPage[]): Wish[] {
  const seen = new Set<string>();
  const wishes: Wish[] = [];
  for (const page of pages) {
    for (const wish of page.wishes) {
      if (seen.has(wish.id)) continue;
      seen.add(wish.id);
      wishes.push(wish);
    }
  }
  return wishes;
}

/** What the dialog shows of the pages, and the one thing it can ask. */
export type WishPagesView = {
  /** The wishes loaded so far, newest first. */
  wishes: readonly Wish[];
  /** More wishes remain after these. */
  hasMore: boolean;
  /** A page is on its way. */
  loading: boolean;
  /** The last page asked for did not arrive; `loadMore` asks again. */
  failed: boolean;
  /** Asks for the next page (the first, while there is none). */
  loadMore: () => void;
};
