import { afterAll, beforeAll, expect, it } from 'vitest';
import { standInApp, testServer, type TestServer } from './harness';

const dir = standInApp({
  'index.html': '<!doctype html><div id="root"></div>',
  'app.js': `console.log(${JSON.stringify('x'.repeat(20_000))});`,
  'assets/index-Bq0WtV1k.js': 'console.log(1);',
  // What the build's precompress plugin (scripts/vite/precompress.ts) writes beside it.
  'assets/index-Bq0WtV1k.js.br': 'brotli copy',
  'themes/floral-whimsy/frame.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
});

let server: TestServer;
beforeAll(async () => {
  server = await testServer({ staticDir: dir });
});
afterAll(() => server.close());

it('compresses the app for browsers that accept it', async () => {
  const response = await server.app.inject({ url: '/app.js', headers: { 'accept-encoding': 'gzip' } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-encoding']).toBe('gzip');
  expect(response.rawPayload.length).toBeLessThan(2_000);
});

it("caches the build's hashed files for a year, and everything else for an hour", async () => {
  const hashed = await server.app.inject({ url: '/assets/index-Bq0WtV1k.js' });
  expect(hashed.statusCode).toBe(200);
  expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  for (const url of ['/themes/floral-whimsy/frame.svg', '/app.js']) {
    const response = await server.app.inject({ url });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['cache-control'], url).toBe('public, max-age=3600');
  }
});

it('sends a hashed file from its brotli copy as it is, cached for a year', async () => {
  const response = await server.app.inject({ url: '/assets/index-Bq0WtV1k.js', headers: { 'accept-encoding': 'br' } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-encoding']).toBe('br');
  expect(response.headers['content-type']).toMatch(/javascript/);
  expect(response.rawPayload.toString()).toBe('brotli copy');
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
});
