import type { AssetUrl } from './css-variables';

/**
 * Where a theme's ornaments are served: `/themes/<theme>/<file>` for its manifest's `assets/<file>`.
 * The build copies every theme's assets there (scripts/vite/theme-assets.ts) and the development
 * server serves them from manifests/, so no table of built file names weighs on the guest's first
 * screen: the URL follows from the theme and the path.
 */
export const THEME_ASSETS_PATH = '/themes/';
const ASSETS_FOLDER = 'assets/';

export function themeAssetUrl(themeId: string): AssetUrl {
  return (path) =>
    path.startsWith(ASSETS_FOLDER) ? `${THEME_ASSETS_PATH}${themeId}/${path.slice(ASSETS_FOLDER.length)}` : undefined;
}
