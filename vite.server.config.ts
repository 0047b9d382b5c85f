import { defineConfig } from 'vite';
import { moduleDirname } from './scripts/vite/module-dirname';
import { precompiledValidators } from './scripts/vite/precompiled-validators';

/**
 * The compiled server `npm start` runs with node (scripts/start.mjs): server/main.ts (the server as a
 * program) and server/serve.ts (what `npm start` calls while it still builds the web app) and what they
 * import from the project in dist-server/, the packages of node_modules left to node, the theme manifest's
 * validator precompiled (scripts/vite/precompiled-validators.ts); and dist-server/migrate.js, `npm run
 * db:migrate` without tsx (`npm run db:migrate:prod`, the container image's migrate step). Every file lands
 * in dist-server/ itself, where moduleDirname() expects it.
 */
export default defineConfig({
  plugins: [moduleDirname(), precompiledValidators()],
  publicDir: false,
  build: {
    ssr: true,
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rolldownOptions: {
      input: { main: 'server/main.ts', serve: 'server/serve.ts', migrate: 'scripts/db-migrate.ts' },
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
