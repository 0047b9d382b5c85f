import type { Plugin } from 'vite';
import { precompressFolder } from './precompress-files.mjs';

/**
 * Brotli and gzip copies of the build's text files (`<file>.br`, `<file>.gz`), so the server sends
 * them as they are (@fastify/static `preCompressed`: server/app.ts) instead of compressing the
 * same file on every request. Not with PRECOMPRESS=later: `npm start` makes them after Vite, while
 * the server starts (scripts/start-stamps.mjs precompressIfNeeded), since brotli at its best quality
 * is half the build's time (some 4 s of the processor's for 3 MB).
 */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle({ dir }) {
      if (dir && process.env.PRECOMPRESS !== 'later') await precompressFolder(dir);
    },
  };
}
