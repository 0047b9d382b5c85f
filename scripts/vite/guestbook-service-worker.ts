import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformWithOxc, type Plugin, type Rollup } from 'vite';

/** The worker's source (app/guestbook/offline-shell-worker.ts) and where the build puts it (the site's root). */
const SOURCE = resolve(dirname(fileURLToPath(import.meta.url)), '../../app/guestbook/offline-shell-worker.ts');
export const GUESTBOOK_WORKER_FILE = 'guestbook-sw.js';

/**
 * Where the venue's pages start loading: the app's entry, the router (it imports the venue's pages) and
 * the owner's routes (the router loads them first for every /invitation/ path, the check-in page's too).
 */
const ROOTS = /[\\/]app[\\/](router|owner[\\/]owner-routes)\.tsx$/;

/** Lazily loaded code the venue's pages use: their own chunks, the QR scanner and its worker. */
const VENUE_LAZY = /[\\/]app[\\/]guestbook[\\/]|[\\/]node_modules[\\/]qr-scanner[\\/]/;

/** Reached or the build fails: without them the check-in page would not open, or scan, offline. */
const REQUIRED = [/[\\/]app[\\/]guestbook[\\/]check-in[\\/]check-in-page\.tsx$/, /qr-scanner-worker/];

type ViteChunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> } };

/**
 * The files the venue's pages may load (docs/product.md#guestbook): from the entry, the router and the
 * owner's routes, every static import, and the dynamic imports of the venue's own code (its pages, the
 * scanner and the scanner's worker), with their styles and files. Not the guest's or the owner's pages.
 */
function venueFiles(bundle: Rollup.OutputBundle, fail: (message: string) => never): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((file): file is ViteChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const files = new Set<string>();
  const reached = new Set<string>();
  const visit = (chunk: ViteChunk | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    if (chunk.facadeModuleId) reached.add(chunk.facadeModuleId);
    for (const file of chunk.viteMetadata?.importedCss ?? []) files.add(file);
    for (const file of chunk.viteMetadata?.importedAssets ?? []) files.add(file);
    for (const file of chunk.imports) visit(chunks.get(file));
    for (const file of chunk.dynamicImports) {
      const target = chunks.get(file);
      if (target?.facadeModuleId && VENUE_LAZY.test(target.facadeModuleId)) visit(target);
    }
  };
  for (const chunk of chunks.values()) if (chunk.isEntry || ROOTS.test(chunk.facadeModuleId ?? '')) visit(chunk);
  for (const required of REQUIRED) {
    if (![...reached].some((id) => required.test(id))) fail(`${GUESTBOOK_WORKER_FILE}: no chunk matches ${required}`);
  }
  return [...files]
    .filter((file) => file in bundle)
    .sort()
    .map((file) => `/${file}`);
}

/**
 * The guestbook's service worker at /guestbook-sw.js (app/guestbook/offline-shell-worker.ts),
 * transpiled alone and preceded by this build's id and the files the venue's pages load, which it
 * keeps at install. Each build so makes a different worker, which replaces the last one.
 */
export function guestbookServiceWorker(): Plugin {
  return {
    name: 'guestbook-service-worker',
    apply: 'build',
    generateBundle: {
      // After Vite's own: its styles are named by then, and the chunks that held only styles are gone.
      order: 'post',
      async handler(_options, bundle) {
        const assets = venueFiles(bundle, (message) => this.error(message));
        const build = createHash('sha256').update(Object.keys(bundle).sort().join('\n')).digest('hex').slice(0, 16);
        const { code } = await transformWithOxc(await readFile(SOURCE, 'utf8'), SOURCE, { lang: 'ts' });
        this.emitFile({
          type: 'asset',
          fileName: GUESTBOOK_WORKER_FILE,
          source: `const GUESTBOOK_OFFLINE = ${JSON.stringify({ build, assets })};\n${code}`,
        });
      },
    },
  };
}
