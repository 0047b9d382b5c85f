import type { FontId } from '../../schemas/font-ids';
import brandTokens from '../styles/brand-tokens.css?raw';
import phoneBezel from '../styles/phone-bezel.css?raw';
import visuallyHidden from '../styles/visually-hidden.css?raw';
import homeCss from './home.css?raw';

/**
 * The brand's display face (`--brand-font-display` in app/styles/brand-tokens.css): bundled with the
 * themes' fonts (@fontsource), its latin file preloaded by the page that uses it.
 */
export const BRAND_DISPLAY_FONT = { id: 'dm-serif-display', family: 'DM Serif Display' } as const satisfies {
  id: FontId;
  family: string;
};

/**
 * The home page's whole stylesheet as text, for a `<style>` element: the brand's tokens, the phone's
 * frame it shares with the owner's preview, the kit's `.visually-hidden`, then its own rules.
 */
export const HOME_CSS = `${brandTokens}\n${phoneBezel}\n${visuallyHidden}\n${homeCss}`;
