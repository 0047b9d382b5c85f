import type { Build } from './start-stamps.mjs';

type Env = Record<string, string | undefined>;

/** The template the server will copy into this start's fresh embedded database, when not made yet. */
export declare function templateToMake(env: Env, cacheDir?: string): string | undefined;
/** Makes the template this start needs, if any, in a child process, and says so. Never fails. */
export declare function makeStartTemplate(env: Env, cacheDir?: string): Promise<void>;
/**
 * What is being prepared: each build by its output folder (whether it built), the template, and the
 * compressed copies of the builds that have them (made after the builds).
 */
export type Preparing = {
  built: Record<string, Promise<boolean>>;
  template: Promise<void>;
  compressed: Promise<unknown>;
};
/** Starts the out-of-date builds and the template at the same time, then the compressed copies. */
export declare function startPreparing(
  root: string,
  env: Env,
  options?: { builds?: Build[]; run?: (root: string, build: Build) => Promise<void>; cacheDir?: string },
): Preparing;
