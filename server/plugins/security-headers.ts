import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PAINTED_COVER_SCRIPT } from '../../engine/chrome/painted-cover';
import type { WebAddresses } from '../../schemas/web-addresses';
import { VIDEO_PLAYER_ORIGIN } from '../../engine/format/video-id';
import { cspHash } from '../http/csp-source';

export type SecurityHeaderOptions = {
  /** The public address; https turns on HSTS and the upgrade of insecure requests. */
  publicUrl: string;
  /** The API's and the guestbook socket's addresses when they live elsewhere (server/config.ts). */
  webAddresses?: WebAddresses;
};

/** The CSP source of an inline script: its SHA-256 hash. */
export const scriptHash = cspHash;

/**
 * The public address's own websocket origin (ws:// or wss://, the guestbook's socket): 'self' covers
 * it in current browsers, not in Safari before 16 (a venue's older iPad may run the greeting screen).
 */
export const socketOrigin = (publicUrl: URL) => `${publicUrl.protocol === 'https:' ? 'wss' : 'ws'}://${publicUrl.host}`;

/**
 * The Content-Security-Policy of every answer. Scripts only from our own files, and the painted
 * cover's one inline script by its hash (it is constant); no other inline script and no eval (the
 * guest flows' validators are precompiled: scripts/vite/precompiled-validators.ts). Style elements only from our own files
 * (the home page adds its one inline stylesheet's hash to its own answer: server/http/csp-source.ts);
 * inline style attributes are allowed, because the server-painted cover carries the theme's CSS
 * variables in a `style` attribute and sanitised rich text may keep one. Images and audio may also
 * come over https, because an owner may link a photo or a song hosted elsewhere. Frames: our own
 * pages (the greeting-screen frame and the owner's preview are same-origin iframes) and the video
 * player, nothing else; and only our own pages may frame ours. Connections: our own origin and its
 * websocket, and the API's and the socket's origins when they live on a host of their own.
 */
export function contentSecurityPolicy(publicUrl: URL, addresses: WebAddresses = {}): Record<string, string[] | null> {
  const https = publicUrl.protocol === 'https:';
  const elsewhere = [addresses.api, addresses.socket].flatMap((address) => (address ? [new URL(address).origin] : []));
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    // No eval: the browser's payload validators are precompiled when the app is built.
    'script-src': ["'self'", scriptHash(PAINTED_COVER_SCRIPT)],
    'script-src-attr': ["'none'"],
    // Browsers without the -elem/-attr split fall back to style-src.
    'style-src': ["'self'", "'unsafe-inline'"],
    'style-src-elem': ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [...new Set(["'self'", socketOrigin(publicUrl), ...elsewhere])],
    // The check-in page's QR scanner (qr-scanner) decodes in a worker it starts from a blob: URL of
    // its own bundled code; without this, workers fall back to script-src, which refuses blob:.
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", VIDEO_PLAYER_ORIGIN],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'upgrade-insecure-requests': https ? [] : null,
  };
}

/** A script, stylesheet or font the web app's build wrote under /assets, by its hashed name. */
export const BUILD_ASSET = /^\/assets\/[\w.-]+-[\w-]{8}\.(?:js|css|woff2?)$/;

/** HSTS for a year, sent only on answers that arrived over HTTPS or when the public address is https. */
export const HSTS = 'max-age=31536000';

/**
 * The headers a helmet middleware sets, read once by running it against a recorder: our policies are
 * constants (no directive is a function of the request), so every answer gets the same ones.
 */
function headersSetBy(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  };
  let finished = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish at once: its headers cannot be read ahead');
  return headers;
}

/**
 * Security headers on every answer (pages, API, uploads; the build's scripts, styles and fonts keep
 * those that apply to them), as helmet makes them:
 * the CSP above, `X-Content-Type-Options: nosniff`, `X-Frame-Options: SAMEORIGIN`, a referrer
 * policy that never gives another site a path (guests' personal codes are in ours), and HSTS when
 * served over HTTPS. Helmet runs once, at start, and each answer gets its headers in one call:
 * running its eleven middlewares on every request (as @fastify/helmet does, parsing the CSP each
 * time too) cost a cached page an eighth of its time (docs/performance.md).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { publicUrl, webAddresses }: SecurityHeaderOptions) => {
    const publicAddress = new URL(publicUrl);
    const httpsPublic = publicAddress.protocol === 'https:';
    // What every answer shares.
    const common = {
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Sent below, only over HTTPS: on plain http a browser ignores it and a proxy may not be there.
      strictTransportSecurity: false,
      // Not sent: Cross-Origin-Opener-Policy and Origin-Agent-Cluster make Chromium put the page in a
      // process of its own at navigation. On a slow phone (npm run bench:page) that cost the painted
      // cover ~300 ms (1.03-1.22 s against 0.79 s) and the app's take-over ~850 ms, for isolation the
      // page does not need: it opens no cross-origin window that keeps an opener.
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
    } as const;
    const withHsts = (headers: Record<string, string>) => ({ ...headers, 'strict-transport-security': HSTS });
    const documentHeaders = headersSetBy(
      helmet({
        ...common,
        contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(publicAddress, webAddresses) },
      }),
    );
    // The build's own hashed scripts, stylesheets and fonts are no document: a policy for documents
    // (CSP, framing, IE's old switches) does nothing there, and at some 700 bytes an answer it cost a
    // guest's phone 4 KB before the first tap, on six scripts (docs/performance.md). They keep nosniff,
    // the referrer policy, the resource policy and HSTS.
    const assetHeaders = headersSetBy(
      helmet({
        ...common,
        contentSecurityPolicy: false,
        xDnsPrefetchControl: false,
        xDownloadOptions: false,
        xFrameOptions: false,
        xPermittedCrossDomainPolicies: false,
        xXssProtection: false,
      }),
    );
    const plain = { document: documentHeaders, asset: assetHeaders };
    const secure = { document: withHsts(documentHeaders), asset: withHsts(assetHeaders) };
    // One callback hook for all of it: no promise on every answer.
    app.addHook('onRequest', (request, reply, done) => {
      const set = httpsPublic || request.protocol === 'https' ? secure : plain;
      reply.headers(BUILD_ASSET.test(request.url) ? set.asset : set.document);
      done();
    });
  },
  { name: 'security-headers' },
);
