import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { eagerCompileHint } from './scripts/vite/eager-compile-hint';
import { guestbookServiceWorker } from './scripts/vite/guestbook-service-worker';
import { guestStartReach } from './scripts/vite/guest-start-reach';
import { precompiledValidators } from './scripts/vite/precompiled-validators';
import { precompress } from './scripts/vite/precompress';
import { reactSentinelErrors } from './scripts/vite/react-sentinel-errors';
import { themeAssets } from './scripts/vite/theme-assets';
import { themeStudio } from './scripts/vite/theme-studio';

/**
 * The web app lives in app/ (index.html, public/); it imports engine/, renderers/ and manifests/. Its
 * payload validators are precompiled (scripts/vite/precompiled-validators.ts).
 */
/**
 * Modules every start shares (the guest's light start and the router app): React, and the app's own
 * shared pieces. Not the router and the query cache: the guest's page loads them only in the router
 * app (ROUTER_CORE), or with the 'Lihat Semua' list after the first tap (QUERY_CACHE). Vite's preload
 * helper too, which the entry calls: left alone it landed in the invitation kit, and the entry's own
 * task then ran the kit's 120 KB of module code after React's instead of leaving it to the guest
 * start's task (a long task less on a slowed phone, docs/performance.md).
 */
const SHARED_CORE =
  /rolldown[\\/]runtime|vite[\\/]preload-helper|node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]app[\\/]api[\\/](client|tokens)\.ts|[\\/]engine[\\/]errors[\\/]/;

/** The chunk of SHARED_CORE, React's; the one V8 compiles whole as it arrives (see the plugins). */
const APP_CORE = 'app-core';

/** The router app's shell (every page but a guest's light start): React Router. */
const ROUTER_CORE = /node_modules[\\/]react-router[\\/]/;

/** The query cache: the router app's pages, and the guest's 'Lihat Semua' list after the first tap. */
const QUERY_CACHE =
  /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]|[\\/]app[\\/]queries[\\/]query-client\.ts/;

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
  /[\\/](schemas[\\/](entities[\\/]|sections[\\/](\w+\.section|index|define-section)\.ts|limits|section-slugs)|engine[\\/](format[\\/](event-time|rupiah)|tokens[\\/]|chrome[\\/]preview-messages|music[\\/]default-song)|renderers[\\/](themes[\\/]|shared[\\/]copy-button)|app[\\/]guest[\\/](pages[\\/](invitation-loaders|themed-invitation|page-error|demo-invitation|inactive-invitation-notice)|flows[\\/](flow-calls|public-flow-calls)|embedded-page)|app[\\/](queries[\\/]invitation-keys|ui[\\/]loading-page|api[\\/]guest-calls)|engine[\\/]content[\\/]wish-pages|renderers[\\/](sections|chrome)[\\/]|engine[\\/](render|copy|sections|chrome)[\\/])|use-sync-external-store[\\/](shim[\\/]with-selector|cjs[\\/]use-sync-external-store-shim[\\/]with-selector)/;

/**
 * Of those, only what the guest's light start imports statically (scripts/vite/guest-start-reach.ts):
 * a module of these folders that only the owner's pages, the venue's or a chunk loaded after the tap
 * import statically stays out of what every guest loads first.
 */
const guestStart = guestStartReach(/[\\/]app[\\/]guest[\\/]boot[\\/]guest-entry\.tsx$/);

export default defineConfig({
  root: 'app',
  plugins: [
    react(),
    reactSentinelErrors(),
    guestStart.plugin,
    // React's chunk: compiled whole as it arrives, not function by function in the first render.
    eagerCompileHint(APP_CORE),
    precompiledValidators(),
    themeAssets(),
    // The theme studio's save endpoint (app/studio/): the development server's alone.
    themeStudio(),
    guestbookServiceWorker(),
    precompress(),
  ],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // dist/.vite/manifest.json: the server names a theme's fonts and the guest route's chunks in the
    // HTML it sends (server/services/public-page/build-assets.ts).
    manifest: true,
    // The owner's preview (preview-invitation) is fetched by preview pages alone: its import names no
    // chunks to preload, which would weigh on every guest's page (page-weight.test.ts).
    modulePreload: {
      resolveDependencies: (filename, deps) => (filename.includes('preview-invitation') ? [] : deps),
    },
    rolldownOptions: {
      output: {
        advancedChunks: {
          // The code every page runs (React and the app's shared pieces) in one chunk, the router
          // app's shell in another, the query cache in a third: left alone, the owner's pages split
          // them into several small chunks that a page then loads one by one, each compressed apart.
          groups: [
            { name: APP_CORE, test: SHARED_CORE, priority: 10 },
            { name: 'router-core', test: ROUTER_CORE, priority: 10 },
            { name: 'query-cache', test: (id) => QUERY_CACHE.test(id) && !OWNER_ONLY.test(id), priority: 10 },
            {
              name: 'invitation-kit',
              test: (id) => INVITATION_KIT.test(id) && guestStart.has(id),
              minShareCount: 2,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
});
