import { mkdirSync, writeFileSync } from 'node:fs';

import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_PLAYER_ORIGIN } from '../../engine/format/video-id';
import { cspDirectives } from './csp';
import { standInApp, testServer, type TestServer } from './harness';

/**
 * Security headers on every kind of answer: the app's pages, the API, the app's files under /assets
 * and uploads under /media; HSTS only when the service is reached over HTTPS.
 */

const dist = standInApp({
  'index.html': '<!doctype html><div id="root"></div>',
  'assets/index-1.js': 'console.log(1)',
  'assets/index-B2b79UjO.js': 'console.log(2)',
  'assets/index-yd9L07q1.css': 'body{margin:0}',
  'assets/lora-latin-400-normal-DnxXpLNu.woff2': 'wOF2',
});

/** An upload in the older owner-folder form (server/services/media/storage/media-path.ts). */
const UPLOAD_FOLDER = '6f1d2c3b-0000-4000-8000-000000000001';
const UPLOAD = `${UPLOAD_FOLDER}/6f1d2c3b-0000-4000-8000-000000000002.webp`;

let server: TestServer;
beforeAll(async () => {
  server = await testServer({ staticDir: dist });
  mkdirSync(join(server.app.mediaDir, UPLOAD_FOLDER));
  writeFileSync(join(server.app.mediaDir, UPLOAD), 'RIFF');
}, 60_000);
afterAll(() => server.close());

const ANSWERS = {
  'an app page': '/demo/floral-whimsy',
  'an invitation page (unknown slug)': '/tidak-ada',
  'an API answer': '/v2/invitation/portofolio',
  'an API error': '/v1/auth/me',
  'a file under /assets not named by the build': '/assets/index-1.js',
  'an upload': `/media/${UPLOAD}`,
  'a missing file': '/assets/tidak-ada.js',
};

describe('security headers', () => {
  it.each(Object.entries(ANSWERS))('are on %s', async (_what, url) => {
    const response = await server.app.inject(url);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    const csp = cspDirectives(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    // Our own origin and its websocket (the guestbook's), named too for Safari before 16.
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws://127.0.0.1:3000']);
    // The QR scanner's decoding worker starts from a blob: URL (app/guestbook/check-in).
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    // Our own scripts and hashed inline ones only: no other inline script, no other host, no eval
    // (the browser's payload validators are precompiled).
    const scripts = csp.get('script-src') ?? [];
    expect(scripts[0]).toBe("'self'");
    expect(scripts).not.toContain("'unsafe-eval'");
    for (const source of scripts.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('style-src-elem')).toEqual(["'self'"]);
    // Frames: our own pages (greeting screen, the owner's preview) and the video player, nothing else.
    expect(csp.get('frame-src')).toEqual(["'self'", VIDEO_PLAYER_ORIGIN]);
    // Nothing that makes the browser swap processes at navigation: it slows the guest's first paint.
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(response.headers['origin-agent-cluster']).toBeUndefined();
    // Served over plain http: no HSTS, no upgrade of requests.
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it.each([
    ['a script', '/assets/index-B2b79UjO.js', 'application/javascript'],
    ['a stylesheet', '/assets/index-yd9L07q1.css', 'text/css'],
    ['a font', '/assets/lora-latin-400-normal-DnxXpLNu.woff2', 'font/woff2'],
  ])("are those that apply to %s of the app's build, without the documents' policy", async (_what, url, type) => {
    const response = await server.app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(type);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    // No document is made of it: a CSP or a framing rule would do nothing but weigh on every script.
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('add HSTS and the upgrade of insecure requests when the public address is https', async () => {
    const https = await testServer({ staticDir: dist, publicUrl: 'https://undangan.id' });
    try {
      const script = await https.app.inject('/assets/index-B2b79UjO.js');
      expect(script.headers['strict-transport-security']).toBe('max-age=31536000');
      for (const url of ['/demo', '/v2/invitation/portofolio', '/assets/index-1.js']) {
        const response = await https.app.inject(url);
        expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000');
        const csp = cspDirectives(response.headers['content-security-policy']);
        expect(csp.get('upgrade-insecure-requests')).toEqual([]);
        expect(csp.get('connect-src')).toEqual(["'self'", 'wss://undangan.id']);
      }
    } finally {
      await https.close();
    }
  });
});
