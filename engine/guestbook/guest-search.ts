import type { VenueGuest } from '../../schemas/responses/guestbook';

/**
 * Finding a guest by name at the door (docs/product.md#guestbook), over the device's own copy of the
 * list: case and accents do not matter ("Sitì" finds "Siti"), nor punctuation or extra spaces.
 */

/** A name as the search compares it: lower case, no accents, letters and digits in single-spaced words. */
export function normaliseName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** How well a name answers a query: lower is better; null: not at all. */
function rank(name: string, words: string[], query: string): number | null {
  if (!words.every((word) => name.includes(word))) return null;
  if (name.startsWith(query)) return 0;
  const nameWords = name.split(' ');
  // Every word of the query starts a word of the name ("hen wij" → "pak hendra wijaya").
  if (words.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word)))) return 1;
  return 2;
}

/**
 * The guests whose name matches `query`, best first: names that start with it, then names whose
 * words start with its words, then names that merely contain them; alphabetical within each. An
 * empty query matches no one (the page shows the list as it is).
 */
export function searchGuests<G extends Pick<VenueGuest, 'name'>>(guests: readonly G[], query: string, limit = 30): G[] {
  const normalised = normaliseName(query);
  if (!normalised) return [];
  const words = normalised.split(' ');
  const found: { guest: G; rank: number; name: string }[] = [];
  for (const guest of guests) {
    const name = normaliseName(guest.name);
    const score = rank(name, words, normalised);
    if (score !== null) found.push({ guest, rank: score, name });
  }
  found.sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name, 'id'));
  return found.slice(0, limit).map((entry) => entry.guest);
}
