import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { WebAddresses } from '../../schemas/web-addresses';
import { readIndexHtml } from '../services/public-page/index-html';
import { sendEncoded } from '../services/public-page/page-encodings';

/** A file of the build's assets/ folder, named with its content's hash by Vite (or its .br/.gz copy). */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+(?:\.br|\.gz)?$/;

/** The guestbook's service worker at the site's root (or its .br/.gz copy). */
const GUESTBOOK_WORKER = /[\\/]guestbook-sw\.js(?:\.br|\.gz)?$/;

/**
 * The built web app beside the API: its files (the hashed ones kept a year), and its index.html, with
 * the web app's addresses written into it, for every path the API does not answer (the browser's
 * router draws it); `/` is the server's own home page (server/routes/home-page.routes.ts). Without `staticDir` the server answers the API only, and a JSON 404.
 */
export async function serveWebApp(app: FastifyInstance, staticDir: string | undefined, webAddresses: WebAddresses) {
  if (staticDir) {
    if (!existsSync(resolve(staticDir, 'index.html'))) {
      throw new Error(`No built web app in ${staticDir}: run "npm run build" first.`);
    }
    await app.register(fastifyStatic, {
      root: staticDir,
      maxAge: '1h',
      // The build writes a brotli and a gzip copy beside each text file (scripts/vite/precompress.ts):
      // sent as they are, not compressed again on every request.
      preCompressed: true,
      // index.html is sent by the fallback below, with the web app's addresses written into it.
      index: false,
      allowedPath: (path) => !/\/index\.html$/.test(path),
      // The build's hashed files (/assets/<name>-<hash>.js) never change under their name: a year,
      // immutable, so a returning guest asks nothing again. The rest (the themes' ornaments at
      // /themes/, the demo's pictures) keep an hour with revalidation.
      setHeaders: (reply, path) => {
        if (HASHED_ASSET.test(path)) reply.header('cache-control', 'public, max-age=31536000, immutable');
        // The guestbook's service worker (scripts/vite/guestbook-service-worker.ts): asked again on every
        // visit, so a new build's worker replaces the last one at once.
        if (GUESTBOOK_WORKER.test(path)) reply.header('cache-control', 'no-cache');
      },
    });
  }
  /**
   * The web app's page for the browser's router: index.html with the web app's addresses, from its
   * kept compressed copies (sendEncoded; the compress plugin leaves an encoded answer as it is).
   */
  const appPage = (request: FastifyRequest, reply: FastifyReply) =>
    sendEncoded(
      request,
      reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8'),
      readIndexHtml(staticDir!, webAddresses).body,
    );
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && staticDir && !/^\/(v1|v2|assets|media)\//.test(request.url);
    if (!isPage) return reply.code(404).send({ message: 'Tidak ditemukan' });
    return appPage(request, reply);
  });
}
