// A fresh embedded database costs PostgreSQL's initdb (seconds, with a second PostgreSQL in memory) and
// every migration. Both make the same files for the same migrations and PGlite, so the first fresh data
// folder's database is made once as a template, in a child process (make-pglite-template.mjs), and fresh
// folders start as a copy of it. Plain JavaScript: `npm start` makes the template while Vite builds,
// with node alone (scripts/start-prepare.mjs; types: pglite-template.d.mts).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';

/** The server's migrations. */
export const MIGRATIONS = resolve(import.meta.dirname, 'migrations');

/** Where the server keeps templates: in node_modules, so a new install of the packages starts afresh. */
export const TEMPLATE_CACHE = resolve(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'undangan');

/** The installed PGlite's version: a template made by another one is not used. */
function pgliteVersion() {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = join(dirname(entry), '..', 'package.json');
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

/** The template's folder in `cacheDir` for these migrations and this PGlite. */
export function templateFolder(cacheDir, migrationsFolder) {
  const hash = createHash('sha256').update(pgliteVersion());
  const files = readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(file.slice(migrationsFolder.length)).update(readFileSync(file));
  return join(cacheDir, `pglite-${hash.digest('hex').slice(0, 16)}`);
}

/** Whether `dataDir` holds no database yet. */
export const isFreshDataDir = (dataDir) => !existsSync(join(dataDir, 'PG_VERSION'));

/** The child process's script, beside this module's source (also in the built server, dist-server/). */
const MAKER = join(import.meta.dirname, 'make-pglite-template.mjs');

/**
 * Makes the template in a child process; answers the child's report (its pid, seconds, peak resident
 * memory), or undefined when it made none (the child's error goes to this process's stderr).
 */
export function makeTemplate(template, migrationsFolder) {
  const child = spawn(process.execPath, [MAKER, template, migrationsFolder], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => process.stderr.write(chunk));
  return new Promise((done) => {
    child.on('error', () => done(undefined));
    child.on('close', (code) =>
      done(code === 0 && existsSync(template) ? { pid: child.pid, ...JSON.parse(output) } : undefined),
    );
  });
}

/** What a start prints of a template it had made: the child's memory is not the server's. */
export const templateMadeLine = (made) =>
  `  made the embedded database's template in ${made.seconds.toFixed(1)} s, in process ${made.pid} ` +
  `(peak ${Math.round(made.peakMb)} MB resident)`;

/**
 * Copies the folder `from` to `to`, every file at once: the copies run on libuv's threads while this
 * one goes on (fs.cp walks the folder file by file, and its own work on this thread costs more than
 * the copying: 0.9 s against 0.4-0.6 s for the template's 1,100 files, 40 MB).
 */
async function copyFolder(from, to) {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  const target = (entry) => join(to, entry.parentPath.slice(from.length), entry.name);
  await mkdir(to, { recursive: true });
  for (const entry of entries) if (entry.isDirectory()) await mkdir(target(entry), { recursive: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => copyFile(join(entry.parentPath, entry.name), target(entry))),
  );
}

/**
 * Fills the fresh `dataDir` from the template, when there is one; answers whether it did. Copies
 * beside it, then renames: a start stopped during the copy leaves no half database to open next time.
 */
export async function copyTemplate(template, dataDir) {
  if (!existsSync(template)) return false;
  const partial = `${dataDir}.${process.pid}`;
  try {
    await copyFolder(template, partial);
    await rename(partial, dataDir);
    return true;
  } catch {
    await rm(partial, { recursive: true, force: true });
    return false;
  }
}
