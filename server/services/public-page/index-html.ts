import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { WEB_ADDRESS_META, type WebAddresses, type WebAddressName } from '../../../schemas/web-addresses';
import { escapeHtml } from '../../http/escape-html';
import { EncodedBody } from './page-encodings';

/**
 * The built index.html (as text, and as the plain page's answer with its compressed copies) and a
 * stamp that changes with it and with the build's manifest.
 */
export type IndexHtml = { html: string; body: EncodedBody; stamp: string };

/** How long a read index.html is answered before its files' dates are checked again. */
const FRESHNESS_CHECK_MS = 1_000;

const cache = new Map<string, { read: IndexHtml; checkedAt: number }>();

const indexHtml = (html: string, stamp: string): IndexHtml => ({ html, body: new EncodedBody(html), stamp });

/** No address of its own: the page's origin serves all. */
const NO_ADDRESSES: WebAddresses = {};

/** The meta elements of each set of addresses, made once (the set is the app's, for its life). */
const metasOf = new WeakMap<WebAddresses, string>();

/** The meta elements that tell the web app its addresses (schemas/web-addresses.ts), those set only. */
export function webAddressMetas(addresses: WebAddresses): string {
  let metas = metasOf.get(addresses);
  if (metas === undefined) {
    metas = (Object.keys(WEB_ADDRESS_META) as WebAddressName[])
      .flatMap((name) => {
        const address = addresses[name];
        return address ? [`<meta name="${WEB_ADDRESS_META[name]}" content="${escapeHtml(address)}" />`] : [];
      })
      .join('');
    metasOf.set(addresses, metas);
  }
  return metas;
}

/** index.html with the addresses' meta elements at the end of its head (or after its doctype). */
function withAddresses(html: string, metas: string): string {
  if (!metas) return html;
  if (html.includes('</head>')) return html.replace('</head>', `${metas}</head>`);
  return html.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${metas}`);
}

/**
 * The build's index.html, with the web app's addresses when they are not the page's own origin, read
 * once and again only when it changes (a rebuild while the server runs: its and the build manifest's
 * dates are looked at most once a second); its stamp also names the build manifest's time, so a page
 * made from both can be cached by it.
 */
export function readIndexHtml(staticDir: string, addresses: WebAddresses = NO_ADDRESSES): IndexHtml {
  const now = Date.now();
  const metas = webAddressMetas(addresses);
  const key = `${staticDir}\n${metas}`;
  const cached = cache.get(key);
  if (cached && now - cached.checkedAt < FRESHNESS_CHECK_MS) return cached.read;
  const file = join(staticDir, 'index.html');
  const manifest = statSync(join(staticDir, '.vite', 'manifest.json'), { throwIfNoEntry: false })?.mtimeMs;
  const stamp = `${statSync(file).mtimeMs}:${manifest ?? ''}`;
  const read =
    cached?.read.stamp === stamp ? cached.read : indexHtml(withAddresses(readFileSync(file, 'utf8'), metas), stamp);
  cache.set(key, { read, checkedAt: now });
  return read;
}
