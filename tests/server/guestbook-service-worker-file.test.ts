import { afterAll, beforeAll, expect, it } from 'vitest';
import { standInApp, testServer, type TestServer } from './harness';

/*
 * The guestbook's service worker as the server sends it (docs/product.md#guestbook): from the site's
 * root, as a script, asked again on every visit (a new build's worker takes over at once), its
 * brotli copy too, and allowed by the page's policy.
 */

const dir = standInApp({
  'index.html': '<!doctype html><div id="root"></div>',
  'guestbook-sw.js': `const GUESTBOOK_OFFLINE = {};\n${'// worker\n'.repeat(200)}`,
  // What the build's precompress plugin (scripts/vite/precompress.ts) writes beside it.
  'guestbook-sw.js.br': 'brotli copy',
});

let server: TestServer;
beforeAll(async () => {
  server = await testServer({ staticDir: dir });
});
afterAll(() => server.close());

it('sends the worker as a script that is never kept without asking', async () => {
  for (const encoding of ['identity', 'br']) {
    const response = await server.app.inject({ url: '/guestbook-sw.js', headers: { 'accept-encoding': encoding } });
    expect(response.statusCode, encoding).toBe(200);
    expect(response.headers['content-type'], encoding).toMatch(/^application\/javascript/);
    expect(response.headers['cache-control'], encoding).toBe('no-cache');
    // Registered for paths under the root where it lives: no wider scope to allow.
    expect(response.headers['service-worker-allowed'], encoding).toBeUndefined();
  }
});

it("lets the venue's pages register it under their policy", async () => {
  const page = await server.app.inject({ url: '/guestbook' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-security-policy']).toMatch(/worker-src 'self'/);
});
