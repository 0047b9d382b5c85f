import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FontId } from '../../../schemas/font-ids';

/** One entry of Vite's build manifest (dist/.vite/manifest.json; `build.manifest` in vite.config.ts). */
type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type ViteManifest = Record<string, ManifestChunk>;

/** Where the built web app put the files the server names in a page's HTML. */
export type BuildAssets = {
  /** The stylesheet of a bundled font (its @font-face), or undefined. */
  fontStylesheet: (font: FontId) => string | undefined;
  /** The woff2 file of a bundled font's face (the one its stylesheet names first), or undefined. */
  fontFile: (font: FontId) => string | undefined;
  /**
   * A source module's chunk and the chunks it imports, for `<link rel="modulepreload">`; the entry
   * (index.html's own script) is left out, as the page names it already.
   */
  chunksOf: (source: string) => string[];
};

const url = (file: string) => `/${file}`;

/**
 * A package's file by its path inside node_modules: Vite names it from the app's folder by where the
 * file really is, `../node_modules/…` in a plain checkout but `../../elsewhere/node_modules/…` when
 * node_modules is a link (a git worktree sharing one, a workspace's hoisted packages). Looked up by
 * the exact key alone, such a build painted every cover without its fonts, silently.
 */
function packageFiles(manifest: ViteManifest): Map<string, string> {
  const files = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const at = key.lastIndexOf('node_modules/');
    if (at >= 0) files.set(key.slice(at + 'node_modules/'.length), chunk.file);
  }
  return files;
}

function buildAssets(manifest: ViteManifest): BuildAssets {
  const packages = packageFiles(manifest);
  const chunksOf = (source: string, seen = new Set<string>()): string[] => {
    const chunk = manifest[source];
    if (!chunk || chunk.isEntry || seen.has(source)) return [];
    seen.add(source);
    return [url(chunk.file), ...(chunk.imports ?? []).flatMap((key) => chunksOf(key, seen))];
  };
  return {
    fontStylesheet: (font) => {
      const file = packages.get(`@fontsource/${font}/latin-400.css`);
      return file ? url(file) : undefined;
    },
    fontFile: (font) => {
      const file = packages.get(`@fontsource/${font}/files/${font}-latin-400-normal.woff2`);
      return file ? url(file) : undefined;
    },
    chunksOf: (source) => [...new Set(chunksOf(source))],
  };
}

const cache = new Map<string, { modified: number; assets: BuildAssets }>();

/**
 * The build's assets; undefined for a build without its manifest. Read again whenever the manifest
 * changes (a rebuild while the server runs), like index.html, which is read on every request.
 */
export function readBuildAssets(staticDir: string): BuildAssets | undefined {
  const file = join(staticDir, '.vite', 'manifest.json');
  const modified = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (modified === undefined) return undefined;
  const cached = cache.get(staticDir);
  if (cached?.modified === modified) return cached.assets;
  const assets = buildAssets(JSON.parse(readFileSync(file, 'utf8')) as ViteManifest);
  cache.set(staticDir, { modified, assets });
  return assets;
}
