import type { CSSProperties } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { coverContent, type CoverContent } from '../../../engine/chrome/cover-copy';
import {
  EMBEDDED_PAGE_ID,
  PAINTED_COVER_ID,
  PAINTED_COVER_NOSCRIPT,
  PAINTED_COVER_SCRIPT,
  PAINTED_FONTS_META,
} from '../../../engine/chrome/painted-cover';
import { tokensToCssVariables } from '../../../engine/tokens/css-variables';
import { themeAssetUrl } from '../../../engine/tokens/theme-asset-url';
import { InvitationCover } from '../../../renderers/chrome/invitation-cover';
import type { InvitationPage } from '../../../schemas/invitation-page.schema';
import type { ThemeManifest } from '../../../schemas/manifest.schema';
import type { BuildAssets } from './build-assets';
import { deferAppScripts } from './deferred-app-scripts';
import { escapeHtml } from '../../http/escape-html';

/**
 * The guest's light start (app/guest/boot/guest-entry.tsx: an invitation or a theme's demo), as
 * Vite's build manifest names it (relative to app/): its chunks are the guest page's before the tap.
 */
export const PUBLIC_PAGE_SOURCE = 'guest/boot/guest-entry.tsx';

/** Whether an address was found (a theme names the asset, the build has the file). */
const present = (href: string | undefined): href is string => Boolean(href);

/**
 * The theme's ornaments the cover shows around its picture and text: the frame around the names only
 * on the default cover, with no layout (renderers/styles/layouts/cover.css).
 */
const coverOrnaments = (layout: CoverContent['layout']) =>
  layout ? (['pattern', 'corner'] as const) : (['pattern', 'corner', 'frame'] as const);

/** What the server adds to index.html so the cover paints before the app's JavaScript runs. */
export type PaintedPage = {
  /** For the head, before its first link or script: the cover's pictures to fetch (withPaintedPage). */
  pictures: string[];
  /** For the head: the theme's fonts to load after the paint, the guest route's chunks. */
  head: string[];
  /** For the body, after the app's root: the cover, its tap script and the page's data. */
  body: string[];
  themeColor: string;
};

/**
 * JSON inside a <script> element: `<` escaped (no `</script>` can close it early), and the two line
 * separators JavaScript once refused in strings.
 */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The cover of an invitation as static HTML in its theme (the same component the app draws, with
 * the theme's tokens on the element around it), its fonts, the chunks of the guest route and the
 * page's data, for a guest on a slow connection.
 */
export function paintedPage(
  manifest: ThemeManifest,
  page: InvitationPage,
  /** The slug and `?to=` code the page's data is embedded for; null embeds none (the demo builds its own). */
  embedded: { slug: string; guestCode: string | null } | null,
  assets: BuildAssets,
): PaintedPage {
  const assetUrl = themeAssetUrl(manifest.id);
  const tokens = tokensToCssVariables(manifest.tokens, assetUrl) as CSSProperties;
  const content = coverContent(manifest, page);
  // The cover's largest paint: the couple's photo, else the theme's illustration in its frame.
  const picture = content.photo ?? assetUrl(manifest.tokens.ornaments?.illustration ?? '');
  // Its ornaments (pattern, corners, frame: renderers/styles/chrome.css) come with it, so the first
  // frame shows the whole cover. Under a full-bleed picture, which the browser's largest-paint rule
  // leaves out as a background, a corner is the largest paint; found only by the stylesheet, it came
  // a frame or more after the rest, once the fonts had loaded too (docs/performance.md).
  const ornaments = coverOrnaments(content.layout)
    .map((name) => manifest.tokens.ornaments?.[name])
    .map((file) => file && assetUrl(file))
    .filter(present);
  const cover = renderToStaticMarkup(
    <div id={PAINTED_COVER_ID} className="invitation-page" style={tokens}>
      <InvitationCover
        {...content}
        shown
        onOpen={() => {}}
        entrance={false}
        notice={
          <noscript>
            <p className="cover__noscript">{PAINTED_COVER_NOSCRIPT}</p>
          </noscript>
        }
      />
    </div>,
  );
  // The fonts load after the cover's first paint (engine/chrome/painted-cover.ts PAINTED_FONTS_META):
  // each face's file, then its stylesheet; a phone without JavaScript links the stylesheets itself.
  const fontIds = [...new Set(Object.values(manifest.tokens.fonts))];
  const fontSheets = fontIds.map((font) => assets.fontStylesheet(font)).filter(present);
  const fontFiles = fontIds.map((font) => assets.fontFile(font)).filter(present);
  const sheetLinks = fontSheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`).join('');
  const chunks = [
    ...assets.chunksOf(PUBLIC_PAGE_SOURCE),
    ...assets.chunksOf(`../manifests/${manifest.id}/manifest.json`),
  ];
  return {
    pictures: [
      ...(picture ? [`<link rel="preload" as="image" href="${escapeHtml(picture)}" fetchpriority="high" />`] : []),
      ...ornaments.map((href) => `<link rel="preload" as="image" href="${escapeHtml(href)}" />`),
    ],
    head: [
      ...(fontSheets.length
        ? [
            `<meta name="${PAINTED_FONTS_META}" content="${escapeHtml([...fontFiles, ...fontSheets].join(' '))}" />`,
            `<noscript>${sheetLinks}</noscript>`,
          ]
        : []),
      ...chunks.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
    ],
    body: [
      cover,
      `<script>${PAINTED_COVER_SCRIPT}</script>`,
      ...(embedded
        ? [`<script type="application/json" id="${EMBEDDED_PAGE_ID}">${scriptJson({ ...embedded, page })}</script>`]
        : []),
    ],
    themeColor: manifest.tokens.colors.background,
  };
}

/**
 * `head` with `lines` before its first link or script (after its metas and title), or at its end.
 * The cover's pictures go there, ahead of the app's stylesheet: requested after it, the cover's
 * ornaments sometimes missed its first frame (the text alone) and came in a later one, after the
 * fonts and the app's scripts had been requested, which Lighthouse's model of a slow phone then
 * counted in the largest paint (painted-romance: 2.4 s instead of 1.0 s in 6 of 14 runs, 0 of 14
 * with the pictures first; docs/performance.md).
 */
function beforeFirstResource(head: string, lines: string[]): string {
  if (!lines.length) return head;
  const block = lines.join('\n    ');
  const at = head.search(/<(link|script)\b/i);
  return at < 0 ? `${head}  ${block}\n` : `${head.slice(0, at)}${block}\n    ${head.slice(at)}`;
}

/**
 * index.html with a painted page: the cover's pictures first in the head, the other head links before
 * </head>, the app's scripts held back until the cover has painted (deferred-app-scripts.ts), the body
 * parts after the app's root.
 */
export function withPaintedPage(html: string, painted: PaintedPage): string {
  // Replacement functions, not strings: a `$&` in a guest's name must stay text.
  return html
    .replace(/<meta name="theme-color" content="[^"]*"\s*\/?>/i, () => {
      return `<meta name="theme-color" content="${escapeHtml(painted.themeColor)}" />`;
    })
    .replace(/^([\s\S]*?)<\/head>/i, (_, head: string) => {
      const withPictures = beforeFirstResource(head, painted.pictures);
      return `${deferAppScripts(`${withPictures}  ${painted.head.join('\n    ')}`)}\n  </head>`;
    })
    .replace(/<div id="root"><\/div>/i, (root) => `${root}\n    ${painted.body.join('\n    ')}`);
}
