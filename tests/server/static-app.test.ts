import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInApp, testServer, type TestServer } from './harness';

const dir = standInApp({ 'index.html': '<!doctype html><div id="root"></div>', 'app.js': 'console.log(1)' });

describe('the web app beside the API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await testServer({ staticDir: dir });
  });
  afterAll(() => server.close());

  it('serves files and answers client routes with index.html', async () => {
    const { app } = server;
    expect((await app.inject('/app.js')).body).toBe('console.log(1)');
    const page = await app.inject('/demo/floral-whimsy');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
  });

  it('answers unknown API and asset paths with a JSON 404, not the page', async () => {
    const { app } = server;
    for (const url of ['/assets/missing.js', '/v1/nothing', '/v2/nothing']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Tidak ditemukan' });
    }
    expect((await app.inject({ method: 'POST', url: '/demo' })).statusCode).toBe(404);
  });

  it('refuses to start without a built app', async () => {
    await expect(testServer({ staticDir: join(dir, 'nothing') })).rejects.toThrow('run "npm run build" first');
  });
});
