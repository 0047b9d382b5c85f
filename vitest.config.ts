import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (schemas, engine, renderers, app pieces; jsdom where a test asks for it) and
 * `browser` (the built app served by Fastify, driven in Debian's Chromium through playwright-core).
 * `npm test` runs the two side by side in two processes (scripts/test-projects.ts): in one, Vitest
 * would start the browser files, which go one at a time, only after every unit file.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    reporters: ['default', './tests/summary-reporter.ts'],
    // A stylesheet read as text (`?raw`: the home page's, which the server inlines) keeps its text;
    // Vitest otherwise empties every .css import.
    css: { include: [/\.css\?raw$/] },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/browser/**'],
          environment: 'node',
          // One worker process for every file, its packages loaded once (tests/fresh-modules.ts).
          isolate: false,
          setupFiles: ['tests/fresh-modules.ts', 'tests/dom-wait-limit.ts'],
          // API suites start a database and hash passwords; a loaded 2-core machine needs the slack.
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
