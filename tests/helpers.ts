import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseManifestText } from '../engine/manifest/parse-manifest';
import type { ThemeManifest } from '../schemas/manifest.schema';
import { allManifestFiles, root } from '../scripts/manifest-files';

/** Every theme id under manifests/. */
export const THEME_IDS = allManifestFiles().map((file) => file.split('/').at(-2) as string);

/** A theme's manifest from disk, parsed and validated as the app does. */
export function loadManifestFromDisk(themeId: string): ThemeManifest {
  const file = join(root, 'manifests', themeId, 'manifest.json');
  const result = parseManifestText(readFileSync(file, 'utf8'), `manifests/${themeId}/manifest.json`, themeId);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.manifest;
}

/** The sections a theme's demo shows, in order: the health-protocol block only where its demo asks for it. */
export function demoSectionSlugs(themeId: string): string[] {
  const manifest = loadManifestFromDisk(themeId);
  return Object.entries(manifest.sections)
    .filter(([slug, renderer]) => renderer !== null && (slug !== 'protocol' || manifest.demo?.protocol))
    .map(([slug]) => slug);
}

/** A fixed instant for rendering: 2026-11-21 10:00 WIB. */
export const NOW = Date.parse('2026-11-21T03:00:00.000Z');

export const testAssetUrl = (path: string) => `/theme-assets/${path}`;
