import { APP_SCRIPTS_META } from '../../../engine/chrome/painted-cover';
import { escapeHtml } from '../../http/escape-html';

/** index.html's module script and the module preloads, as Vite writes them and paintedPage adds them. */
const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/gi;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>/gi;

/**
 * A painted page's head with the app's JavaScript held back until the cover has painted: the module
 * script and its preloads leave the head, their addresses go in one `<meta>` (entry first), and the
 * painted cover's inline script (engine/chrome/painted-cover.ts) adds them after the first paint. On a
 * slow connection the cover's stylesheet, fonts and picture then do not share the line with the
 * app's JavaScript (docs/performance.md); a head without a module script is left as it is.
 */
export function deferAppScripts(head: string): string {
  const entries = [...head.matchAll(MODULE_SCRIPT)].map((match) => match[1] as string);
  if (entries.length !== 1) return head;
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  const scripts = [...new Set([...entries, ...preloads])];
  const meta = `\n    <meta name="${APP_SCRIPTS_META}" content="${escapeHtml(scripts.join(' '))}" />`;
  return head.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '') + meta;
}
