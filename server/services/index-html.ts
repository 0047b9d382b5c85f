import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { EncodedBody } from './public-page-encodings';

/**
 * The built index.html (as text, and as the plain page's answer with its compressed copies) and a
 * stamp that changes with it and with the build's manifest.
 */
export type IndexHtml = { html: string; body: EncodedBody; stamp: string };

/** How long a read index.html is answered before its files' dates are checked again. */
const FRESHNESS_CHECK_MS = 1_000;

const cache = new Map<string, { read: IndexHtml; checkedAt: number }>();

const indexHtml = (html: string, stamp: string): IndexHtml => ({ html, body: new EncodedBody(html), stamp });

/**
 * The build's index.html, read once and again only when it changes (a rebuild while the server
 * runs: its and the build manifest's dates are looked at most once a second); its stamp also names
 * the build manifest's time, so a page made from both can be cached by it.
 */
export function readIndexHtml(staticDir: string): IndexHtml {
  const now = Date.now();
  const cached = cache.get(staticDir);
  if (cached && now - cached.checkedAt < FRESHNESS_CHECK_MS) return cached.read;
  const file = join(staticDir, 'index.html');
  const manifest = statSync(join(staticDir, '.vite', 'manifest.json'), { throwIfNoEntry: false })?.mtimeMs;
  const stamp = `${statSync(file).mtimeMs}:${manifest ?? ''}`;
  const read = cached?.read.stamp === stamp ? cached.read : indexHtml(readFileSync(file, 'utf8'), stamp);
  cache.set(staticDir, { read, checkedAt: now });
  return read;
}
