import type { FontId } from '../../schemas/font-ids';

/** The CSS family name and fallback stack of each font a manifest may name. */
export const FONT_FAMILIES: Record<FontId, string> = {
  'playfair-display': "'Playfair Display', Georgia, serif",
  'cormorant-garamond': "'Cormorant Garamond', Georgia, serif",
  'great-vibes': "'Great Vibes', cursive",
  montserrat: "'Montserrat', system-ui, sans-serif",
  lora: "'Lora', Georgia, serif",
  poppins: "'Poppins', system-ui, sans-serif",
  'dancing-script': "'Dancing Script', cursive",
  cinzel: "'Cinzel', Georgia, serif",
  'josefin-sans': "'Josefin Sans', system-ui, sans-serif",
  parisienne: "'Parisienne', cursive",
  raleway: "'Raleway', system-ui, sans-serif",
  'libre-baskerville': "'Libre Baskerville', Georgia, serif",
  'bebas-neue': "'Bebas Neue', Impact, sans-serif",
  inter: "'Inter', system-ui, sans-serif",
  marcellus: "'Marcellus', Georgia, serif",
  'pinyon-script': "'Pinyon Script', cursive",
  'eb-garamond': "'EB Garamond', Georgia, serif",
  italiana: "'Italiana', Georgia, serif",
  amiri: "'Amiri', Georgia, serif",
  'dm-serif-display': "'DM Serif Display', Georgia, serif",
  'alex-brush': "'Alex Brush', cursive",
  'poiret-one': "'Poiret One', system-ui, sans-serif",
  nunito: "'Nunito', system-ui, sans-serif",
};
