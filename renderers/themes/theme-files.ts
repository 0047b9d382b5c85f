/**
 * Every theme folder under manifests/, found at build time: adding a folder adds a theme, with no
 * code. Manifests load lazily (one small chunk each); ornaments are plain URLs (theme-asset-url.ts).
 */
const manifestLoaders = import.meta.glob<unknown>('../../manifests/*/manifest.json', { import: 'default' });

const themeIdOf = (path: string) => path.split('/').at(-2) ?? '';

export const THEME_IDS: string[] = Object.keys(manifestLoaders).map(themeIdOf).sort();

export function manifestLoader(themeId: string): (() => Promise<unknown>) | undefined {
  return manifestLoaders[`../../manifests/${themeId}/manifest.json`];
}

export function manifestFile(themeId: string): string {
  return `manifests/${themeId}/manifest.json`;
}
