import type { ThemeLayouts } from '../../schemas/theme-look';

/**
 * A theme's layouts as data attributes for the invitation's root (`data-couple="oval"`), which the
 * section styles select on. A layout left out sets none: the styles without one are the default.
 */
export function layoutAttributes(layouts: ThemeLayouts | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(layouts ?? {}).map(([slug, name]) => [`data-${slug}`, name]));
}

/** The couple's photo as a CSS value for the laptop's side panel (`--couple-photo`), or none. */
export function photoVariable(photo: string | null): Record<string, string> {
  return photo ? { '--couple-photo': `url(${JSON.stringify(photo)})` } : {};
}
