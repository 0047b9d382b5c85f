import { renderToStaticMarkup } from 'react-dom/server';
import { HOME_PREVIEW } from '../../../app/home/home-copy';
import { HomePage } from '../../../app/home/home-page';
import type { HomePageData } from '../../../app/home/home-page-data';
import { BRAND_DISPLAY_FONT, HOME_CSS } from '../../../app/home/home-styles';
import type { WebAddresses } from '../../../schemas/web-addresses';
import { escapeHtml } from '../../http/escape-html';
import { cspHash } from '../../http/csp-source';
import type { BuildAssets } from '../public-page/build-assets';
import { webAddressMetas } from '../public-page/index-html';
import { withLinkPreview } from '../public-page/link-preview';

/** The picture a shared link to the home page shows (app/public/brand/, 1200x630). */
export const HOME_PREVIEW_IMAGE = '/brand/home-preview.jpg';

/** The brand's colour for the browser's bar: the page's cream. */
const THEME_COLOUR = '#fbf7f2';

/** The home page as sent: the whole document, and its one inline stylesheet's CSP hash. */
export type HomeDocument = { html: string; styleHash: string };

export type HomeDocumentSource = {
  /** The build's files (the display face's woff2), when the build has its manifest. */
  assets: BuildAssets | undefined;
  /** PUBLIC_URL: the link preview's and the canonical address's origin. */
  publicUrl: string;
  webAddresses: WebAddresses;
};

/** CSS without its comments and runs of blanks (what a browser reads is the same). */
const compactCss = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();

/**
 * The display face from the build's file, `optional`: preloaded, it is there for the first paint on
 * any connection that brings it within about 100 ms (the browser waits that long for a preloaded
 * face); later than that the page keeps its fallback face until the next visit. With `swap`, a face
 * arriving after the first paint moved the headings' glyphs (its ascent is not the fallback's) and
 * centred text: a layout shift of 0.0009 at 390 and 1280 px, with the face held back 800 ms.
 */
const fontFace = (file: string) =>
  `@font-face{font-family:'${BRAND_DISPLAY_FONT.family}';font-style:normal;font-weight:400;font-display:optional;src:url(${file}) format('woff2')}`;

/**
 * The home page (docs/product.md#home-page) as one HTML document: its stylesheet inline, its display
 * face preloaded, its link preview (Open Graph, Twitter) with PUBLIC_URL's addresses, the page drawn by
 * app/home's components; no script, and nothing to fetch before the first paint.
 */
export function homeDocument(
  data: HomePageData,
  { assets, publicUrl, webAddresses }: HomeDocumentSource,
): HomeDocument {
  const origin = publicUrl.replace(/\/+$/, '');
  const font = assets?.fontFile(BRAND_DISPLAY_FONT.id);
  const css = compactCss(`${font ? fontFace(font) : ''}${HOME_CSS}`);
  const head = [
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />',
    `<meta name="theme-color" content="${THEME_COLOUR}" />`,
    '<title></title>',
    `<link rel="canonical" href="${escapeHtml(`${origin}/`)}" />`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    ...(font ? [`<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(font)}" crossorigin />`] : []),
    webAddressMetas(webAddresses),
    `<style>${css}</style>`,
  ].filter(Boolean);
  const body = renderToStaticMarkup(<HomePage data={data} />);
  const html = withLinkPreview(
    `<!doctype html>\n<html lang="id">\n  <head>\n    ${head.join('\n    ')}\n  </head>\n  <body>\n${body}\n  </body>\n</html>\n`,
    { ...HOME_PREVIEW, url: `${origin}/`, image: `${origin}${HOME_PREVIEW_IMAGE}` },
  );
  return { html, styleHash: cspHash(css) };
}
