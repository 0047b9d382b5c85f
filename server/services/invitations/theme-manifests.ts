import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ManifestError } from '../../../engine/manifest/manifest-errors';
import { parseManifestText } from '../../../engine/manifest/parse-manifest';
import type { ThemeManifest } from '../../../schemas/manifest.schema';

const MANIFESTS = resolve(import.meta.dirname, '..', '..', '..', 'manifests');
const THEME_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The theme folders of manifests/. */
export function themeIds(): string[] {
  return readdirSync(MANIFESTS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** One theme's manifest, migrated and validated; a ManifestError with its issues when invalid. */
export function readThemeManifest(themeId: string): ThemeManifest {
  const file = `manifests/${themeId}/manifest.json`;
  const result = parseManifestText(readFileSync(join(MANIFESTS, themeId, 'manifest.json'), 'utf8'), file, themeId);
  if (!result.ok) throw new ManifestError(result.issues);
  return result.manifest;
}

const cache = new Map<string, ThemeManifest>();

/** A theme's manifest, read once per process; undefined for a theme that does not exist. */
export function themeManifest(themeId: string): ThemeManifest | undefined {
  if (!THEME_ID.test(themeId)) return undefined;
  const cached = cache.get(themeId);
  if (cached) return cached;
  if (!existsSync(join(MANIFESTS, themeId, 'manifest.json'))) return undefined;
  const manifest = readThemeManifest(themeId);
  cache.set(themeId, manifest);
  return manifest;
}
