import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompiledValidators } from './scripts/vite/precompiled-validators';

/**
 * The web app lives in app/ (index.html, public/); it imports engine/, renderers/ and manifests/. Its
 * payload validators are precompiled (scripts/vite/precompiled-validators.ts).
 */
/** Modules every route group shares: libraries of the shell, and the app's own shared folders. */
const SHARED_CORE =
  /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack[\\/](query-core|react-query))[\\/]|[\\/]app[\\/](api[\\/](client|tokens)|queries[\\/]query-client)\.ts|[\\/]engine[\\/]errors[\\/]/;

export default defineConfig({
  root: 'app',
  plugins: [react(), precompiledValidators()],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // dist/.vite/manifest.json: the server names a theme's ornaments, fonts and the guest route's
    // chunks in the HTML it sends (server/services/build-assets.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        advancedChunks: {
          // The code every page runs (React, the router, the query cache and the app's shared
          // pieces) in one chunk: left alone, the owner's pages split it into several small chunks
          // that the guest page then loads one by one, each compressed on its own.
          groups: [{ name: 'app-core', test: SHARED_CORE, priority: 10 }],
        },
      },
    },
  },
  server: { port: 5173 },
});
