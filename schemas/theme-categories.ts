/**
 * Theme categories (a manifest's `category`), in the order the theme catalogue lists them, each with
 * the name an owner reads and the colour of its badge (docs/product.md#theme-catalogue).
 */
export const THEME_CATEGORY_IDS = [
  'floral',
  'deco',
  'classic',
  'modern',
  'traditional',
  'islamic',
  'streaming',
] as const;

export type ThemeCategoryId = (typeof THEME_CATEGORY_IDS)[number];

/** Badge colours are dark enough for white text on them (contrast 4.5:1 or more). */
export const THEME_CATEGORIES: Record<ThemeCategoryId, { name: string; color: string }> = {
  floral: { name: 'Bunga', color: '#b0305c' },
  deco: { name: 'Art Deco', color: '#2f5d7c' },
  classic: { name: 'Klasik', color: '#7a5230' },
  modern: { name: 'Modern', color: '#3d4a5c' },
  traditional: { name: 'Tradisional', color: '#a14a1c' },
  islamic: { name: 'Islami', color: '#17705a' },
  streaming: { name: 'Streaming', color: '#6a3fb5' },
};
