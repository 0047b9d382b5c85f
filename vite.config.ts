import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompiledValidators } from './scripts/vite/precompiled-validators';
import { precompress } from './scripts/vite/precompress';
import { themeAssets } from './scripts/vite/theme-assets';

/**
 * The web app lives in app/ (index.html, public/); it imports engine/, renderers/ and manifests/. Its
 * payload validators are precompiled (scripts/vite/precompiled-validators.ts).
 */
/** Modules every route group shares: libraries of the shell, and the app's own shared folders. */
const SHARED_CORE =
  /rolldown[\\/]runtime|node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack[\\/](query-core|react-query))[\\/]|[\\/]app[\\/](api[\\/](client|tokens)|queries[\\/]query-client)\.ts|[\\/]engine[\\/]errors[\\/]/;

/** Parts of those libraries only the owner's pages use (the guest's flows send through XState). */
const OWNER_ONLY = /(useMutation|mutationObserver|useIsMutating|useMutationState)\.js$/;

/**
 * What the guest's page renders before the first tap (the themed invitation, its contracts, copy,
 * tokens, formatters and theme files), as far as the guest's pages share it among themselves or with
 * the owner's (theme previews, cards, badges): one chunk. Left alone, every module the owner's pages
 * reuse splits off into a small chunk of its own, and the guest page fetches a dozen of them, each
 * compressed apart (page-weight.test.ts holds the sum).
 */
const INVITATION_KIT =
  /[\\/](schemas[\\/](entities[\\/]|sections[\\/](\w+\.section|index|define-section)\.ts|limits|section-slugs)|engine[\\/](format[\\/](event-time|rupiah)|tokens[\\/]|chrome[\\/]preview-messages|music[\\/]default-song)|renderers[\\/](themes[\\/]|shared[\\/]copy-button)|app[\\/]guest[\\/]pages[\\/](invitation-loaders|themed-invitation)|renderers[\\/](sections|chrome)[\\/]|engine[\\/](render|copy|sections|chrome)[\\/])|use-sync-external-store[\\/](shim[\\/]with-selector|cjs[\\/]use-sync-external-store-shim[\\/]with-selector)/;

export default defineConfig({
  root: 'app',
  plugins: [react(), precompiledValidators(), themeAssets(), precompress()],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // dist/.vite/manifest.json: the server names a theme's fonts and the guest route's chunks in the
    // HTML it sends (server/services/build-assets.ts).
    manifest: true,
    // The owner's preview (preview-invitation) is fetched by preview pages alone: its import names no
    // chunks to preload, which would weigh on every guest's page (page-weight.test.ts).
    modulePreload: {
      resolveDependencies: (filename, deps) => (filename.includes('preview-invitation') ? [] : deps),
    },
    rolldownOptions: {
      output: {
        advancedChunks: {
          // The code every page runs (React, the router, the query cache and the app's shared
          // pieces) in one chunk: left alone, the owner's pages split it into several small chunks
          // that the guest page then loads one by one, each compressed on its own.
          groups: [
            { name: 'app-core', test: (id) => SHARED_CORE.test(id) && !OWNER_ONLY.test(id), priority: 10 },
            { name: 'invitation-kit', test: INVITATION_KIT, minShareCount: 2, priority: 5 },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
});
