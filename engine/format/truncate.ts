/** Text truncation's default length (docs/product.md#formatting). */
export const TRUNCATE_LENGTH = 25;

const ELLIPSIS = '...';

/**
 * Truncation (docs/product.md#formatting): `text` cut to `length` characters with an ellipsis when it
 * is longer ('Selamat menempuh hidup baru bersama' -> 'Selamat menempuh hidup ba...'); shorter text is
 * returned as it is. Characters are counted as the reader sees them (an emoji is one), and spaces
 * before the ellipsis are dropped.
 */
export function truncate(text: string, length = TRUNCATE_LENGTH): string {
  const characters = Array.from(text);
  if (characters.length <= length) return text;
  return `${characters.slice(0, Math.max(0, length)).join('').trimEnd()}${ELLIPSIS}`;
}
