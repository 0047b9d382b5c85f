/** Section slugs (docs/product.md#sections), in the order a fresh invitation shows them. */
export const SECTION_SLUGS = [
  'opening',
  'quote',
  'couple',
  'countdown',
  'event',
  'story',
  'gallery',
  'external',
  'gift',
  'wish',
  'dresscode',
  'protocol',
  'rsvp',
  'closing',
  'footer',
] as const;

export type SectionSlug = (typeof SECTION_SLUGS)[number];

export const GIFT_MODES = ['selector', 'tabs', 'combined'] as const;
export type GiftMode = (typeof GIFT_MODES)[number];
