/** Theme manifests on disk: finding them and checking them the way `npm run themes:check` does. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { ManifestIssue } from '../engine/manifest/manifest-errors';
import { checkManifestText } from '../engine/manifest/manifest-check';
import { parseManifestText } from '../engine/manifest/parse-manifest';
import { signatureIssues, type ThemeOfFile } from '../engine/manifest/theme-signature';
import { RENDERERS } from '../renderers/registry';

export const root = resolve(import.meta.dirname, '..');
const manifestsDir = join(root, 'manifests');

/** One manifest file's problems (engine/manifest/manifest-check.ts), its ornaments looked for on disk. */
export function checkManifestFile(path: string): ManifestIssue[] {
  const folder = dirname(path);
  return checkManifestText(readFileSync(path, 'utf8'), relative(root, path), basename(folder), {
    registry: RENDERERS,
    assetExists: (asset) => existsSync(join(folder, asset)),
  }).issues;
}

/** The valid manifests among these files (the others' issues come from checkManifestFile). */
function validThemes(paths: readonly string[]): ThemeOfFile[] {
  return paths.flatMap((path) => {
    const file = relative(root, path);
    const result = parseManifestText(readFileSync(path, 'utf8'), file, basename(dirname(path)));
    return result.ok ? [{ file, manifest: result.manifest }] : [];
  });
}

/**
 * Every rule of a theme, for each of these files: its own (checkManifestFile), and a first impression
 * (signature layouts) of its own among the `catalogue`'s themes (by default every theme in manifests/).
 */
export function checkThemeFiles(
  paths: readonly string[],
  catalogue: readonly string[] = allManifestFiles(),
): ManifestIssue[] {
  const own = paths.flatMap(checkManifestFile);
  const all = validThemes([...new Set([...catalogue, ...paths])]);
  const themes = all.filter((theme) => paths.some((path) => relative(root, path) === theme.file));
  return [...own, ...signatureIssues(themes, all)];
}

export function allManifestFiles(): string[] {
  return readdirSync(manifestsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(manifestsDir, entry.name, 'manifest.json'))
    .filter((path) => existsSync(path))
    .sort();
}
