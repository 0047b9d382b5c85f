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

  it('lets crawlers see the theme showcase and nothing else', async () => {
    const rules = rulesOf((await server.app.inject('/robots.txt')).body);
    expect(rules).toContainEqual(['Allow', '/demo']);
    expect(rules).toContainEqual(['Disallow', '/']);
    // The longest matching rule wins: the showcase is allowed, an invitation, the API and the docs are not.
    const allowed = (path: string) => {
      const matching = rules.filter(([, prefix]) => path.startsWith(prefix));
      const longest = matching.sort((a, b) => b[1].length - a[1].length)[0];
      return !longest || longest[0] === 'Allow';
    };
    expect(allowed('/demo/floral-whimsy')).toBe(true);
    for (const path of ['/raka-dan-ayu?to=abc', '/v1/invitation/slug/raka/page', '/docs', '/openapi.json']) {
      expect(allowed(path), path).toBe(false);
    }
  });
});
