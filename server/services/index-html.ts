import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The built index.html and a stamp that changes with it and with the build's manifest. */
export type IndexHtml = { html: string; stamp: string };

const cache = new Map<string, IndexHtml>();

/**
 * The build's index.html, read once and again only when it changes (a rebuild while the server
 * runs); its stamp also names the build manifest's time, so a page made from both can be cached by it.
 */
export function readIndexHtml(staticDir: string): IndexHtml {
  const file = join(staticDir, 'index.html');
  const manifest = statSync(join(staticDir, '.vite', 'manifest.json'), { throwIfNoEntry: false })?.mtimeMs;
  const stamp = `${statSync(file).mtimeMs}:${manifest ?? ''}`;
  const cached = cache.get(staticDir);
  if (cached?.stamp === stamp) return cached;
  const read = { html: readFileSync(file, 'utf8'), stamp };
  cache.set(staticDir, read);
  return read;
}
