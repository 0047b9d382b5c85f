/**
 * The fonts a theme may name. Each is an @fontsource package shipped with the project
 * (`@fontsource/<id>`); the app loads only the fonts the open theme uses.
 */
export const FONT_IDS = [
  'playfair-display',
  'cormorant-garamond',
  'great-vibes',
  'montserrat',
  'lora',
  'poppins',
  'dancing-script',
  'cinzel',
  'josefin-sans',
  'parisienne',
  'raleway',
  'libre-baskerville',
  'bebas-neue',
  'inter',
  'marcellus',
  'pinyon-script',
  'eb-garamond',
  'italiana',
  'amiri',
  'dm-serif-display',
  'alex-brush',
  'poiret-one',
  'nunito',
] as const;

export type FontId = (typeof FONT_IDS)[number];

/**
 * The fonts made for display only, which running text (wishes, verses, forms: the body) never takes:
 * capitals only (Cinzel, Bebas Neue), hairline thin (Poiret One, Italiana), or script. A theme may name
 * them for its headings and script, never for its body (the manifest schema holds this).
 */
export const DISPLAY_ONLY_FONT_IDS = [
  'cinzel',
  'bebas-neue',
  'poiret-one',
  'italiana',
  'great-vibes',
  'dancing-script',
  'parisienne',
  'pinyon-script',
  'alex-brush',
] as const satisfies readonly FontId[];

type DisplayOnlyFontId = (typeof DISPLAY_ONLY_FONT_IDS)[number];
export type BodyFontId = Exclude<FontId, DisplayOnlyFontId>;

const isBodyFont = (id: FontId): id is BodyFontId => !(DISPLAY_ONLY_FONT_IDS as readonly FontId[]).includes(id);

/** The fonts running text reads well in, the body's choice: every font but the display-only ones. */
export const BODY_FONT_IDS: readonly BodyFontId[] = FONT_IDS.filter(isBodyFont);
