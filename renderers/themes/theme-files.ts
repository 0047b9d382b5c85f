import type { AssetUrl } from '../../engine/tokens/css-variables';

/**
 * Every theme folder under manifests/, found at build time: adding a folder adds a theme, with no
 * code. Manifests load lazily (one small chunk each); ornaments are plain URLs.
 */
const manifestLoaders = import.meta.glob<unknown>('../../manifests/*/manifest.json', { import: 'default' });
const assetUrls = import.meta.glob<string>('../../manifests/*/assets/*.svg', {
  query: '?url',
  import: 'default',
  eager: true,
});

const themeIdOf = (path: string) => path.split('/').at(-2) ?? '';

export const THEME_IDS: string[] = Object.keys(manifestLoaders).map(themeIdOf).sort();

export function manifestLoader(themeId: string): (() => Promise<unknown>) | undefined {
  return manifestLoaders[`../../manifests/${themeId}/manifest.json`];
}

export function manifestFile(themeId: string): string {
  return `manifests/${themeId}/manifest.json`;
}

/** Resolves a manifest's `assets/…` path to the built file's URL. */
export function assetUrlFor(themeId: string): AssetUrl {
  return (path) => assetUrls[`../../manifests/${themeId}/${path}`];
}
