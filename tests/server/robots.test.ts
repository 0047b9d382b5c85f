import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInApp, testServer, type TestServer } from './harness';

const dist = standInApp({ 'index.html': '<!doctype html><div id="root"></div>' });

let server: TestServer;
beforeAll(async () => {
  server = await testServer({ staticDir: dist });
}, 60_000);
afterAll(() => server.close());

/** The rules of a robots file for every crawler, as [field, path] pairs. */
const rulesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.split('#')[0]!.trim())
    .filter((line) => /^(allow|disallow):/i.test(line))
    .map((line) => line.split(/:\s*/) as [string, string]);

describe('GET /robots.txt', () => {
  it('is a robots file in plain text, not the app page', async () => {
    const response = await server.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).not.toContain('<');
    expect(response.body).toMatch(/^User-agent: \*$/m);
  });

  it('lets link-preview bots fetch invitations and media, not the API, its docs or the owner area', async () => {
    const rules = rulesOf((await server.app.inject('/robots.txt')).body);
    // The longest matching rule wins; no rule means allowed.
    const allowed = (path: string) => {
      const matching = rules.filter(([, prefix]) => path.startsWith(prefix));
      const longest = matching.sort((a, b) => b[1].length - a[1].length)[0];
      return !longest || longest[0] === 'Allow';
    };
    for (const path of ['/demo/floral-whimsy', '/raka-dan-ayu?to=abc', '/media/ab/foto.webp']) {
      expect(allowed(path), path).toBe(true);
    }
    for (const path of ['/v1/invitation/slug/raka/page', '/v2/invitation/portofolio', '/docs', '/openapi.json']) {
      expect(allowed(path), path).toBe(false);
    }
    expect(allowed('/invitation/123/setting/theme')).toBe(false);
  });

  it('keeps everything but the home page and the theme showcase out of search results (X-Robots-Tag)', async () => {
    for (const url of ['/raka-dan-ayu', '/raka-dan-ayu?to=abc', '/v1/invitation/slug/raka/page', '/robots.txt']) {
      expect((await server.app.inject(url)).headers['x-robots-tag'], url).toBe('noindex, nofollow');
    }
    for (const url of ['/', '/?utm_source=wa', '/demo', '/demo/floral-whimsy', '/demo?x=1']) {
      expect((await server.app.inject(url)).headers['x-robots-tag'], url).toBeUndefined();
    }
  });
});
