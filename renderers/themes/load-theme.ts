import type { ThemeManifest } from '../../schemas/manifest.schema';
import { ManifestError } from '../../engine/manifest/manifest-errors';
import { migrateManifest } from '../../engine/manifest/migrations';
import { loadThemeFonts } from './theme-fonts';
import { manifestFile, manifestLoader } from './theme-files';

/**
 * Loads and migrates one theme's manifest; undefined when there is no such theme. The manifests
 * are validated where they enter (npm run themes:check, the test suite, the server's start), so the
 * guest page does not carry the validator on its first screen.
 */
export async function loadManifest(themeId: string): Promise<ThemeManifest | undefined> {
  const load = manifestLoader(themeId);
  if (!load) return undefined;
  const migrated = migrateManifest((await load()) as Record<string, unknown>);
  if (!migrated.ok) {
    throw new ManifestError([{ file: manifestFile(themeId), path: '/schemaVersion', message: migrated.message }]);
  }
  return migrated.manifest as ThemeManifest;
}

/**
 * The manifest plus its fonts, so the page paints once in the theme's type (`waitForFaces`: see
 * loadThemeFonts).
 */
export async function loadTheme(
  themeId: string,
  fonts: { waitForFaces?: boolean } = {},
): Promise<ThemeManifest | undefined> {
  const manifest = await loadManifest(themeId);
  if (manifest) await loadThemeFonts(manifest, fonts);
  return manifest;
}
