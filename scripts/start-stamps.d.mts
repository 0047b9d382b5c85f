/**
 * A build `npm start` keeps up to date: its output folder, its inputs, Vite's arguments, and whether
 * its text files get compressed copies (after Vite, scripts/vite/precompress-files.mjs).
 */
export type Build = { name: string; outDir: string; inputs: string[]; viteArgs: string[]; precompress?: boolean };

/** The file in a build's output folder that holds the hash of the inputs it was made from. */
export declare const STAMP: string;
/** What `npm start` builds: the web app (dist/) and the server (dist-server/). */
export declare const BUILDS: Build[];
/** A hash of the build's inputs: every file's path and content. */
export declare function inputsHash(root: string, build: Build): string;
/** Where the build's stamp is. */
export declare function stampPath(root: string, build: Build): string;
/** Runs `run(build)` unless the stamp matches the inputs; stamps the output. Answers whether it built. */
export declare function buildIfChanged(
  root: string,
  build: Build,
  run: (build: Build) => Promise<void>,
): Promise<boolean>;
/** A production build with the project's Vite, in its own process (without compressed copies). */
export declare function viteBuild(root: string, build: Build): Promise<void>;
/** The file in a build's output folder that holds the hash of the build its compressed copies are of. */
export declare const PRECOMPRESSED: string;
/**
 * Makes the compressed copies of the build's output, in a process of the lowest priority, unless they
 * were made for the build as it is; answers whether it made them.
 */
export declare function precompressIfNeeded(root: string, build: Build): Promise<boolean>;
/** Whether the build's compressed copies were made for the build as it is (its stamp). */
export declare function copiesMade(root: string, build: Build): boolean;
