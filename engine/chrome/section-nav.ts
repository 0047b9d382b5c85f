import type { SectionSlug } from '../../schemas/section-slugs';

/** The floating navigation bar's five targets, in page order (docs/product.md#navigation). */
export const NAV_TARGETS = ['couple', 'event', 'story', 'gallery', 'wish'] as const satisfies readonly SectionSlug[];
export type NavTarget = (typeof NAV_TARGETS)[number];

/** A section counts as in view from 5 pixels above its top (docs/product.md#navigation). */
export const SECTION_DETECTION_OFFSET = 5;

/** How close to the end of the page (in pixels) the bar slides out of view. */
export const NAV_BOTTOM_THRESHOLD = 160;

/** A section's top edge, in pixels from the top of the document. */
export type SectionTop = { id: string; top: number };

/** The nav targets among the sections a page shows, in the bar's order. */
export function navTargetsOf(shownSlugs: Iterable<string>): NavTarget[] {
  const shown = new Set(shownSlugs);
  return NAV_TARGETS.filter((slug) => shown.has(slug));
}

/**
 * The section in view: the lowest one whose top is at most `offset` pixels below the scroll
 * position; null above the first. Input order does not matter.
 */
export function activeSection(
  sections: readonly SectionTop[],
  scrollY: number,
  offset: number = SECTION_DETECTION_OFFSET,
): string | null {
  let active: SectionTop | null = null;
  for (const section of sections) {
    if (section.top - offset > scrollY) continue;
    if (!active || section.top >= active.top) active = section;
  }
  return active?.id ?? null;
}

/**
 * Whether the viewport's bottom edge is within `threshold` pixels of the end of the page. A page
 * that does not scroll has no bottom to reach.
 */
export function nearPageBottom(
  scrollY: number,
  viewportHeight: number,
  documentHeight: number,
  threshold: number = NAV_BOTTOM_THRESHOLD,
): boolean {
  if (documentHeight <= viewportHeight) return false;
  return scrollY + viewportHeight >= documentHeight - threshold;
}
