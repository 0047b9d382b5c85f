import type { FontId } from '../../schemas/font-ids';
import type { ThemeManifest } from '../../schemas/manifest.schema';

/**
 * One loader per font of the catalogue: only the Latin subset at weight 400, and only the fonts the
 * open theme names are fetched (each @fontsource stylesheet becomes its own small chunk).
 */
const FONT_LOADERS: Record<FontId, () => Promise<unknown>> = {
  'playfair-display': () => import('@fontsource/playfair-display/latin-400.css'),
  'cormorant-garamond': () => import('@fontsource/cormorant-garamond/latin-400.css'),
  'great-vibes': () => import('@fontsource/great-vibes/latin-400.css'),
  montserrat: () => import('@fontsource/montserrat/latin-400.css'),
  lora: () => import('@fontsource/lora/latin-400.css'),
  poppins: () => import('@fontsource/poppins/latin-400.css'),
  'dancing-script': () => import('@fontsource/dancing-script/latin-400.css'),
  cinzel: () => import('@fontsource/cinzel/latin-400.css'),
  'josefin-sans': () => import('@fontsource/josefin-sans/latin-400.css'),
  parisienne: () => import('@fontsource/parisienne/latin-400.css'),
  raleway: () => import('@fontsource/raleway/latin-400.css'),
  'libre-baskerville': () => import('@fontsource/libre-baskerville/latin-400.css'),
  'bebas-neue': () => import('@fontsource/bebas-neue/latin-400.css'),
  inter: () => import('@fontsource/inter/latin-400.css'),
  marcellus: () => import('@fontsource/marcellus/latin-400.css'),
  'pinyon-script': () => import('@fontsource/pinyon-script/latin-400.css'),
  'eb-garamond': () => import('@fontsource/eb-garamond/latin-400.css'),
  italiana: () => import('@fontsource/italiana/latin-400.css'),
  amiri: () => import('@fontsource/amiri/latin-400.css'),
  'dm-serif-display': () => import('@fontsource/dm-serif-display/latin-400.css'),
  'alex-brush': () => import('@fontsource/alex-brush/latin-400.css'),
  'poiret-one': () => import('@fontsource/poiret-one/latin-400.css'),
  nunito: () => import('@fontsource/nunito/latin-400.css'),
};

/**
 * Loads the stylesheets of the fonts a theme names, and by default waits for the faces themselves,
 * so the page paints once in the theme's type. `waitForFaces: false` when something already shows in
 * the theme's type and covers the page (the cover the server painted, which brings its own fonts):
 * the app can take over without waiting for every face to download.
 */
export async function loadThemeFonts(manifest: ThemeManifest, { waitForFaces = true } = {}): Promise<void> {
  const ids = new Set(Object.values(manifest.tokens.fonts));
  await Promise.all([...ids].map((id) => FONT_LOADERS[id]()));
  // Wait for the faces themselves where the browser can tell (not in tests without layout).
  if (waitForFaces) await document.fonts?.ready;
}
