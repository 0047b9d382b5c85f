// The brotli and gzip copies of a build's text files (scripts/vite/precompress.ts). Plain JavaScript:
// `npm start` makes them after Vite, in a child process of low priority (`node precompress-files.mjs
// <dir>`), while the server already starts, with node alone (types: precompress-files.d.mts).
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Files worth compressing: text. Fonts, images and audio are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

/** Smaller files are sent as they are (the server's compression threshold too: server/app.ts). */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Every file under `dir`, recursively, but dot folders (Vite's .vite/manifest.json). */
async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return nested.flat();
}

/** Writes `file` whole or not at all: the server may be sending the folder's files meanwhile. */
async function writeWhole(file, data) {
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, data);
  await rename(partial, file);
}

/** Writes `<file>.br` (brotli at its best quality) and `<file>.gz` beside a file, each only when smaller. */
async function precompressFile(file) {
  const source = await readFile(file);
  if (source.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < source.length && writeWhole(`${file}.br`, br),
    gz.length < source.length && writeWhole(`${file}.gz`, gz),
  ]);
}

/** The brotli and gzip copies of every text file under `dir`. */
export async function precompressFolder(dir) {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(files.map(precompressFile));
}

/**
 * This process at the lowest priority: the server's start and the embedded database's template go
 * first, the compression takes what is left. On Linux a priority is a thread's, and libuv's threads
 * (where zlib compresses) are running already when this module runs: each is set.
 */
function lowestPriority() {
  setPriority(19);
  if (!existsSync('/proc/self/task')) return;
  for (const thread of readdirSync('/proc/self/task')) {
    try {
      setPriority(Number(thread), 19);
    } catch {
      // ended meanwhile
    }
  }
}

// Run as a program (node resolves a symbolic link to its target in import.meta.url, not in argv).
if (process.argv[1] && fileURLToPath(import.meta.url) === realpathSync(process.argv[1])) {
  lowestPriority();
  await precompressFolder(process.argv[2]);
}
