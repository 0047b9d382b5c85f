/** A build `npm start` keeps up to date: its output folder, its inputs, Vite's arguments. */
export type Build = { name: string; outDir: string; inputs: string[]; viteArgs: string[] };

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
/** A production build with the project's Vite, in its own process. */
export declare function viteBuild(root: string, build: Build): Promise<void>;
