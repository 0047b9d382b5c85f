import type { ThemeManifest } from '../../schemas/manifest.schema';
import { SIGNATURE_LAYOUTS, THEME_LAYOUTS } from '../../schemas/theme-look';
import type { ManifestIssue } from './manifest-errors';

/**
 * A theme's first impression: the cover's layout, then for the opening, couple and event sections
 * the renderer and its layout (a layout left out is the first of its list).
 */
export function themeSignature(manifest: ThemeManifest): string {
  return SIGNATURE_LAYOUTS.map((slug) => {
    const layout = manifest.layouts?.[slug] ?? THEME_LAYOUTS[slug][0];
    return slug === 'cover' ? `cover:${layout}` : `${manifest.sections[slug]}:${layout}`;
  }).join(' ');
}

/** A theme read from its file: `file` as issues name it. */
export type ThemeOfFile = { file: string; manifest: ThemeManifest };

/**
 * No two themes of a catalogue make the same first impression: for each of `themes`, the other
 * themes of `catalogue` (another file) with its signature.
 */
export function signatureIssues(themes: readonly ThemeOfFile[], catalogue: readonly ThemeOfFile[]): ManifestIssue[] {
  return themes.flatMap(({ file, manifest }) => {
    const signature = themeSignature(manifest);
    const twins = catalogue.filter((other) => other.file !== file && themeSignature(other.manifest) === signature);
    if (twins.length === 0) return [];
    const names = twins.map((twin) => twin.file).join(', ');
    const slugs = SIGNATURE_LAYOUTS.join(', ');
    return [{ file, path: '/layouts', message: `the same ${slugs} (renderer and layout) as ${names}` }];
  });
}
