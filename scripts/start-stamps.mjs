// The build-if-changed logic of `npm start` (scripts/start.mjs). Plain JavaScript: `npm start` runs
// with node alone, without a TypeScript loader (its types: start-stamps.d.mts).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';

/** The file in a build's output folder that holds the hash of the inputs it was made from. */
export const STAMP = '.build-stamp';

/** What `npm start` builds, each from its inputs (folders and files of the project), with Vite. */
export const BUILDS = [
  {
    name: 'web app',
    outDir: 'dist',
    inputs: ['app', 'engine', 'renderers', 'schemas', 'manifests', 'vite.config.ts', 'scripts/vite'],
    viteArgs: ['build'],
  },
  {
    name: 'server',
    outDir: 'dist-server',
    inputs: ['server', 'engine', 'renderers', 'schemas', 'vite.server.config.ts', 'scripts/vite'],
    viteArgs: ['build', '--config', 'vite.server.config.ts'],
  },
];

/** Inputs of every build: the installed packages and the compiler's settings. */
const COMMON_INPUTS = ['package-lock.json', 'tsconfig.json'];

/** The files under `path` (itself when it is a file), sorted; none when it does not exist. */
function filesOf(root, path) {
  const absolute = join(root, path);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [path];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort();
}

/** A hash of the build's inputs: every file's path and content. */
export function inputsHash(root, build) {
  const hash = createHash('sha256');
  for (const path of [...build.inputs, ...COMMON_INPUTS]) {
    for (const file of filesOf(root, path)) hash.update(`${file}\0`).update(readFileSync(join(root, file)));
  }
  return hash.digest('hex');
}

/** Where the build's stamp is. */
export const stampPath = (root, build) => join(root, build.outDir, STAMP);

/**
 * Runs `run(build)` unless the build's output was made from the inputs as they are now (its stamp
 * holds their hash); stamps the output once it is made. Answers whether it built.
 */
export async function buildIfChanged(root, build, run) {
  const hash = inputsHash(root, build);
  const stamp = stampPath(root, build);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return false;
  await run(build);
  writeFileSync(stamp, hash);
  return true;
}

/** A production build with the project's Vite, in its own process (its memory goes with it). */
export function viteBuild(root, build) {
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, ...build.viteArgs], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${build.name}: vite build exited with ${code}`)),
    );
  });
}
