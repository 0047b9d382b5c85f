import { checkManifestText, type ManifestCheck } from '../../engine/manifest/manifest-check';
import type { SectionSlug } from '../../schemas/section-slugs';
import { rendererIdsFor } from '../../engine/render/renderer-check';
import { RENDERERS } from '../../renderers/registry';
import { manifestFile } from '../../renderers/themes/theme-files';

/** Every theme's asset file, by its path from here (`../../manifests/<theme>/assets/<file>`); none loaded. */
const ASSET_FILES = new Set(Object.keys(import.meta.glob('../../manifests/*/assets/*.svg')));

/**
 * The theme check of `npm run themes:check` (engine/manifest/manifest-check.ts) on the studio's text:
 * `folder` is the catalogue theme being edited (the id must stay its folder's name), none for a new one.
 */
export function studioCheck(text: string, folder: string | undefined): ManifestCheck {
  return checkManifestText(text, manifestFile(folder ?? '<new>'), folder, {
    registry: RENDERERS,
    assetExists: (asset, themeId) => ASSET_FILES.has(`../../manifests/${themeId}/${asset}`),
  });
}

/** The renderer ids the registry has for the section at `pointer` (`/sections/<slug>`), for completion. */
export function rendererIdsAt(pointer: string): string[] {
  const slug = /^\/sections\/([a-z]+)$/.exec(pointer)?.[1] as SectionSlug | undefined;
  if (!slug) return [];
  return rendererIdsFor(RENDERERS, slug);
}
