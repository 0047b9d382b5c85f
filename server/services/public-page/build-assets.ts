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

function buildAssets(manifest: ViteManifest): BuildAssets {
  const fileOf = (key: string) => manifest[key]?.file;
  const chunksOf = (source: string, seen = new Set<string>()): string[] => {
    const chunk = manifest[source];
    if (!chunk || chunk.isEntry || seen.has(source)) return [];
    seen.add(source);
    return [url(chunk.file), ...(chunk.imports ?? []).flatMap((key) => chunksOf(key, seen))];
  };
  return {
    fontStylesheet: (font) => {
      const file = fileOf(`../node_modules/@fontsource/${font}/latin-400.css`);
      return file ? url(file) : undefined;
    },
    fontFile: (font) => {
      const file = fileOf(`../node_modules/@fontsource/${font}/files/${font}-latin-400-normal.woff2`);
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
