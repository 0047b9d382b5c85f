// What `npm start` prepares for the server (scripts/start.mjs): the builds that are out of date
// (start-stamps.mjs) and, at the same time, the embedded database's template when this start's fresh
// data folder will copy one that is not made yet. On a clean clone the template (initdb and the
// migrations, some 3 s on one core) is then made while Vite builds the web app, not after it, and in a
// child process, so the server never holds initdb's memory (server/db/pglite-template.mjs). The web
// app's compressed copies are made after its build, while the server already serves (start-stamps.mjs).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import process from 'node:process';
import {
  isFreshDataDir,
  makeTemplate,
  MIGRATIONS,
  TEMPLATE_CACHE,
  templateFolder,
  templateMadeLine,
} from '../server/db/pglite-template.mjs';
import { BUILDS, buildIfChanged, precompressIfNeeded, viteBuild } from './start-stamps.mjs';

/**
 * The template the server will copy into a fresh embedded database, when it is not made yet; else
 * undefined (PostgreSQL, a data folder that holds its database, a template already there). The data
 * folder is found as the server finds it: db/ in DATA_DIR, ./data by default (server/config.ts, server/main.ts).
 */
export function templateToMake(env, cacheDir = TEMPLATE_CACHE) {
  if (env.DATABASE_URL) return undefined;
  if (!isFreshDataDir(join(resolve(env.DATA_DIR ?? 'data'), 'db'))) return undefined;
  const template = templateFolder(cacheDir, MIGRATIONS);
  return existsSync(template) ? undefined : template;
}

/** Makes the template this start needs, if any (templateToMake), and says so. Never fails the start. */
export async function makeStartTemplate(env, cacheDir = TEMPLATE_CACHE) {
  const template = templateToMake(env, cacheDir);
  if (!template) return;
  const made = await makeTemplate(template, MIGRATIONS);
  process.stdout.write(
    made ? `${templateMadeLine(made)}\n` : "the embedded database's template was not made; the server makes it\n",
  );
}

/**
 * Starts the out-of-date builds (with `run`, Vite by default) and the template at the same time; answers
 * a promise for each: the builds' by output folder (whether it built), the template's, and that of the
 * compressed copies, made after the builds (precompressIfNeeded).
 */
export function startPreparing(root, env, { builds = BUILDS, run = viteBuild, cacheDir = TEMPLATE_CACHE } = {}) {
  const built = Object.fromEntries(
    builds.map((build) => [build.outDir, buildIfChanged(root, build, (changed) => run(root, changed))]),
  );
  const compressed = Promise.all(
    // A build that failed has no copies to make; its error is the start's (start.mjs awaits it).
    builds.map((build) =>
      built[build.outDir].then(
        () => precompressIfNeeded(root, build),
        () => false,
      ),
    ),
  );
  return { built, template: makeStartTemplate(env, cacheDir), compressed };
}
