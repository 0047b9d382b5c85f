import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompiledValidators } from './scripts/vite/precompiled-validators';

/**
 * The web app lives in app/ (index.html, public/); it imports engine/, renderers/ and manifests/. Its
 * payload validators are precompiled (scripts/vite/precompiled-validators.ts).
 */
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
  },
  server: { port: 5173 },
});
