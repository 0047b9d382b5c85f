import type { ThemeManifest } from '../../schemas/manifest.schema';
import type { RendererRegistry } from '../render/section-props';
import { checkManifestRenderers } from '../render/renderer-check';
import type { ManifestIssue } from './manifest-errors';
import { parseManifestText } from './parse-manifest';
import { textContrastIssues } from './token-contrast';

/** What the theme check needs from where it runs: the renderers, and whether a theme's file exists. */
type ManifestCheckContext = {
  registry: RendererRegistry;
  /** Whether `asset` (a path in the theme's folder, like `assets/divider.svg`) is there. */
  assetExists: (asset: string, themeId: string) => boolean;
};

/**
 * A manifest's check: its problems, and the manifest when it passes the schema, which the engine can
 * draw (`drawable`) when every renderer id is known too.
 */
export type ManifestCheck = { issues: ManifestIssue[]; manifest?: ThemeManifest; drawable: boolean };

/**
 * Every problem of one manifest's text, as `npm run themes:check` (scripts/themes-check.ts) and the
 * theme studio (app/studio/) report it: the JSON and the schema (with the folder's name as its id)
 * first; on a valid manifest, the renderer ids against the registry, the text colours' contrast and
 * each ornament's file. Each issue names the manifest's JSON path.
 */
export function checkManifestText(
  text: string,
  file: string,
  folder: string | undefined,
  { registry, assetExists }: ManifestCheckContext,
): ManifestCheck {
  const result = parseManifestText(text, file, folder);
  if (!result.ok) return { issues: result.issues, drawable: false };
  const { manifest } = result;
  const issues: ManifestIssue[] = checkManifestRenderers(manifest, registry).map((error) => ({
    file,
    path: error.path,
    message: error.detail,
  }));
  const drawable = issues.length === 0;
  for (const issue of textContrastIssues(manifest.tokens.colors)) issues.push({ file, ...issue });
  for (const [name, asset] of Object.entries(manifest.tokens.ornaments ?? {})) {
    if (!assetExists(asset, manifest.id))
      issues.push({ file, path: `/tokens/ornaments/${name}`, message: `file ${asset} does not exist` });
  }
  return { issues, manifest, drawable };
}
