import { defineConfig } from 'vite';
import { moduleDirname } from './scripts/vite/module-dirname';

/**
 * The compiled server `npm start` runs with node (scripts/start.mjs): server/main.ts and what it
 * imports from the project in dist-server/, the packages of node_modules left to node. Every file
 * lands in dist-server/ itself, where moduleDirname() expects it.
 */
export default defineConfig({
  plugins: [moduleDirname()],
  publicDir: false,
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rolldownOptions: { output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' } },
  },
});
