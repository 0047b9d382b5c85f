import type { FastifyInstance } from 'fastify';
import { themeDemo } from '../../engine/demo/theme-demo';
import { readBuildAssets } from '../services/public-page/build-assets';
import type { WebAddresses } from '../../schemas/web-addresses';
import { readIndexHtml } from '../services/public-page/index-html';
import { EncodedBody, SELF_ENCODED, sendEncoded } from '../services/public-page/page-encodings';
import { paintedPage, withPaintedPage } from '../services/public-page/painted-page';
import { themeManifest } from '../services/invitations/theme-manifests';

/** A theme's demo page: /demo/<theme>; a dotted name (the demo's pictures under /demo/) is a file. */
const DEMO_PATH = '/demo/:theme(^[a-z0-9-]+$)';

/**
 * index.html with a theme's cover painted on the sample invitation, as the demo page then draws it
 * (app/guest/pages/invitation-loaders.ts: loadDemoInvitation), so it takes over without a jump. The
 * demo builds its page itself: no page data is embedded.
 */
function demoPageHtml(html: string, themeId: string, staticDir: string): string {
  const manifest = themeManifest(themeId);
  const assets = readBuildAssets(staticDir);
  if (!manifest || !assets) return html;
  const { page } = themeDemo(manifest, Date.now());
  return withPaintedPage(html, paintedPage(manifest, page, null, assets));
}

/**
 * `/demo/<theme>`: the theme's demo with its cover painted (kept per theme and build, with its
 * compressed copies); the plain app page, answered 404, for a theme that does not exist (the app
 * says so).
 */
export function demoPageRoute(app: FastifyInstance, staticDir: string, addresses: WebAddresses): void {
  const pages = new Map<string, { stamp: string; body: EncodedBody }>();
  app.get<{ Params: { theme: string } }>(
    DEMO_PATH,
    { schema: { hide: true }, config: { htmlPage: true }, ...SELF_ENCODED },
    async (request, reply) => {
      const index = readIndexHtml(staticDir, addresses);
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      const { theme } = request.params;
      if (!themeManifest(theme)) return sendEncoded(request, reply.code(404), index.body);
      let kept = pages.get(theme);
      if (kept?.stamp !== index.stamp) {
        kept = { stamp: index.stamp, body: new EncodedBody(demoPageHtml(index.html, theme, staticDir)) };
        pages.set(theme, kept);
      }
      return sendEncoded(request, reply, kept.body);
    },
  );
}
