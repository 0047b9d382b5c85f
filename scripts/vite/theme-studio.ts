import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { THEME_STUDIO_API } from '../../engine/manifest/theme-studio-api';
import { themeStudioEndpoint } from './theme-studio-endpoint';

const MANIFESTS = resolve(dirname(fileURLToPath(import.meta.url)), '../../manifests');

/**
 * The theme studio's endpoint (app/studio/, engine/manifest/theme-studio-api.ts) on the development
 * server only: never in a build (`apply: 'serve'`), and answering 404 to every request when the server
 * runs in production mode.
 */
export function themeStudio(manifestsDir = MANIFESTS): Plugin {
  return {
    name: 'theme-studio',
    apply: 'serve',
    configureServer(server) {
      const production = server.config.isProduction || server.config.mode === 'production';
      server.middlewares.use(THEME_STUDIO_API, themeStudioEndpoint({ manifestsDir, production }));
    },
  };
}
