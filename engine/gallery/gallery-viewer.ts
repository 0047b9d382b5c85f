/** A horizontal swipe shorter than this (in CSS pixels) is a tap, not a swipe. */
export const SWIPE_DISTANCE = 50;

/** The image `step` places from `index` in a gallery of `count`, wrapping around at both ends. */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/**
 * What a touch that moved by (dx, dy) means in the full-screen viewer: a mostly horizontal move of
 * at least `SWIPE_DISTANCE` pixels goes to the next image (finger moved left) or the previous one
 * (finger moved right); anything else is no swipe.
 */
export function swipeStep(dx: number, dy: number, distance = SWIPE_DISTANCE): -1 | 0 | 1 {
  if (Math.abs(dx) < distance || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** The gallery's images in the owner's order (`index`). */
export function galleryOrder<T extends { index: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.index - b.index);
}
