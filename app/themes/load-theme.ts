import type { ThemeManifest } from '../../schemas/manifest.schema';
import { ManifestError } from '../../engine/manifest/manifest-errors';
import { parseManifest } from '../../engine/manifest/parse-manifest';
import { loadThemeFonts } from './theme-fonts';
import { manifestFile, manifestLoader } from './theme-files';

/** Loads, migrates and validates one theme's manifest; undefined when there is no such theme. */
export async function loadManifest(themeId: string): Promise<ThemeManifest | undefined> {
  const load = manifestLoader(themeId);
  if (!load) return undefined;
  const result = parseManifest(await load(), manifestFile(themeId), themeId);
  if (!result.ok) throw new ManifestError(result.issues);
  return result.manifest;
}

/** The manifest plus its fonts, so the page paints once in the theme's type. */
export async function loadTheme(themeId: string): Promise<ThemeManifest | undefined> {
  const manifest = await loadManifest(themeId);
  if (manifest) await loadThemeFonts(manifest);
  return manifest;
}
