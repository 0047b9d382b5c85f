import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { THEME_ASSETS_PATH } from '../../engine/tokens/theme-asset-url';

const MANIFESTS = resolve(dirname(fileURLToPath(import.meta.url)), '../../manifests');
const ASSET_NAME = /^[a-z0-9-]+\.svg$/;

/** Every theme's asset files: [`<theme>/<file>`, absolute path]. */
function themeAssetFiles(): [string, string][] {
  return readdirSync(MANIFESTS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((theme) => {
      const folder = join(MANIFESTS, theme.name, 'assets');
      const files = statSync(folder, { throwIfNoEntry: false })?.isDirectory() ? readdirSync(folder) : [];
      return files.filter((file) => ASSET_NAME.test(file)).map((file) => [`${theme.name}/${file}`, join(folder, file)]);
    }) as [string, string][];
}

/**
 * A theme's ornaments at `/themes/<theme>/<file>` (engine/tokens/theme-asset-url.ts): copied into
 * the build, served from manifests/ in development. A designer's new file needs no code.
 */
export function themeAssets(): Plugin {
  return {
    name: 'theme-assets',
    generateBundle() {
      for (const [name, file] of themeAssetFiles()) {
        this.emitFile({ type: 'asset', fileName: `${THEME_ASSETS_PATH.slice(1)}${name}`, source: readFileSync(file) });
      }
    },
    configureServer(server) {
      server.middlewares.use(THEME_ASSETS_PATH, (request, response, next) => {
        const [theme, file] = (request.url ?? '').replace(/\?.*/, '').replace(/^\//, '').split('/');
        if (!theme || !file || !/^[a-z0-9-]+$/.test(theme) || !ASSET_NAME.test(file)) return next();
        const path = join(MANIFESTS, theme, 'assets', file);
        if (!statSync(path, { throwIfNoEntry: false })?.isFile()) return next();
        response.setHeader('content-type', 'image/svg+xml');
        response.end(readFileSync(path));
      });
    },
  };
}
