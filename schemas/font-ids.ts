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
