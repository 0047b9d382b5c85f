import { afterAll, beforeAll, expect, it } from 'vitest';
import { standInApp, testServer, type TestServer } from './harness';

const dir = standInApp({
  'index.html': '<!doctype html><div id="root"></div>',
  'app.js': `console.log(${JSON.stringify('x'.repeat(20_000))});`,
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
