// The build-if-changed logic of `npm start` (scripts/start.mjs). Plain JavaScript: `npm start` runs
// with node alone, without a TypeScript loader (its types: start-stamps.d.mts).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';

/** The file in a build's output folder that holds the hash of the inputs it was made from. */
export const STAMP = '.build-stamp';

/**
 * What `npm start` builds, each from its inputs (folders and files of the project), with Vite; the web
 * app's text files then get their compressed copies (scripts/vite/precompress-files.mjs).
 */
export const BUILDS = [
  {
    name: 'web app',
    outDir: 'dist',
    inputs: ['app', 'engine', 'renderers', 'schemas', 'manifests', 'vite.config.ts', 'scripts/vite'],
    viteArgs: ['build'],
    precompress: true,
  },
  {
    name: 'server',
    outDir: 'dist-server',
    inputs: [
      'server',
      'engine',
      'renderers',
      'schemas',
      // The home page the server renders, with the brand's tokens it inlines.
      'app/home',
      'app/ui/brand-mark.tsx',
      'app/styles/brand-tokens.css',
      'scripts/db-migrate.ts',
      'vite.server.config.ts',
      'scripts/vite',
    ],
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

/** Runs `node <args>` in the project; resolves when it exits with 0. */
function runNode(root, name, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${name} exited with ${code}`))));
  });
}

/**
 * A production build with the project's Vite, in its own process (its memory goes with it). A build
 * that precompresses is made without its compressed copies (PRECOMPRESS=later): they come after, at
 * the lowest priority, from precompressIfNeeded, so the server of `npm start` does not wait for them.
 */
export function viteBuild(root, build) {
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const env = { NODE_ENV: 'production', ...(build.precompress ? { PRECOMPRESS: 'later' } : {}) };
  return runNode(root, `${build.name}: vite build`, [vite, ...build.viteArgs], env);
}

/** The file in a build's output folder that holds the hash of the build its compressed copies are of. */
export const PRECOMPRESSED = '.precompressed';

/**
 * Makes the compressed copies of the build's output (scripts/vite/precompress-files.mjs, a process of
 * the lowest priority) unless they were made for the build as it is (its stamp); answers whether it
 * made them. A start stopped before they were all made makes them at the next start, without a build.
 */
export async function precompressIfNeeded(root, build) {
  if (!build.precompress || !existsSync(stampPath(root, build)) || copiesMade(root, build)) return false;
  const hash = readFileSync(stampPath(root, build), 'utf8');
  const script = join(root, 'scripts', 'vite', 'precompress-files.mjs');
  await runNode(root, `${build.name}: precompress`, [script, join(root, build.outDir)]);
  writeFileSync(join(root, build.outDir, PRECOMPRESSED), hash);
  return true;
}

/** Whether the build's compressed copies were made for the build as it is (its stamp). */
export function copiesMade(root, build) {
  const marker = join(root, build.outDir, PRECOMPRESSED);
  const stamp = stampPath(root, build);
  return existsSync(marker) && existsSync(stamp) && readFileSync(marker, 'utf8') === readFileSync(stamp, 'utf8');
}
