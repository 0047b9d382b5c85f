/** What a slug may be (docs/product.md#public-routes): lower-case letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * A slug proposed from words people type: "Raka", "Ayu" -> "raka-dan-ayu". Accents lose their marks,
 * anything else that is not a letter or digit becomes a single hyphen; at most `max` characters.
 */
export function proposeSlug(words: string[], max = 100): string {
  return words
    .join(' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, max)
    .replace(/^-+|-+$/g, '');
}
