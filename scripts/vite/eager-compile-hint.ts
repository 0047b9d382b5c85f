import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chromium 136 and later; a plain comment to other engines). */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunk named `chunkName` (the build fails without one) starts with V8's compile hint: the
 * browser compiles all its functions at once, on a background thread as the file streams in, instead
 * of one by one on the main thread when each is first called. Added once the chunk is minified (the
 * minifier drops comments), before the files are written and precompressed
 * (scripts/vite/precompress.ts). The chunk's hashed name is computed before; the line is the same in
 * every build, so the name still changes with the code.
 *
 * For the shared core, React: nearly all of react-dom's functions run in the first render, whose
 * slices each waited on their lazy compiling (up to 45 ms in one slice at 4x CPU). Chromium traces
 * of the guest page at 4x CPU, the two builds alternated (issue 14, docs/performance.md): main-thread
 * compiling after the first paint 143-146 -> 59-61 ms (median), main-thread work after the first
 * paint 968 -> 744 ms. Not on the invitation kit: its main-thread compiling fell too (56-64 -> 20-21 ms),
 * but Lighthouse's blocking time rose, alternated on three pages, 4 runs each: over 50 ms in 5 of 12
 * runs against 0 of 12.
 */
export function eagerCompileHint(chunkName: string): Plugin {
  return {
    name: 'eager-compile-hint',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === chunkName);
      // A renamed chunk group fails the build, not silently drops the hint (as react-sentinel-errors.ts).
      if (chunk?.type !== 'chunk')
        return this.error(`no chunk named ${chunkName} (scripts/vite/eager-compile-hint.ts)`);
      chunk.code = `${EAGER_COMPILE_HINT}\n${chunk.code}`;
    },
  };
}
