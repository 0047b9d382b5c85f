import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_ADDRESS_META } from '../../schemas/web-addresses';
import { loadConfig } from '../../server/config';
import { registerOwner, standInApp, testServer, type TestServer } from './harness';
import { SETUP_TIMEOUT, storeSample } from './invitation-sample';

/*
 * The web app's addresses (docs/operations.md#addresses): API_URL, GUESTBOOK_SOCKET_URL and
 * GUESTBOOK_URL are checked at start, written into every page the server sends, allowed by the
 * pages' Content-Security-Policy, and the API answers the pages' origins' cross-origin calls.
 */

const env = (values: Record<string, string>) => ({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'data-')),
  JWT_SECRET: 'x'.repeat(40),
  ...values,
});

describe('the addresses settings', () => {
  it("are none by default: the page's own origin serves the API, the socket and the ushers' pages", () => {
    expect(loadConfig(env({})).webAddresses).toEqual({});
  });

  it('take API_URL as an origin, and the socket at its host by default', () => {
    expect(loadConfig(env({ API_URL: 'https://api.undangan.id/' })).webAddresses).toEqual({
      api: 'https://api.undangan.id',
      socket: 'wss://api.undangan.id/v1/guestbook/socket',
    });
    expect(loadConfig(env({ API_URL: 'http://127.0.0.1:4000' })).webAddresses.socket).toBe(
      'ws://127.0.0.1:4000/v1/guestbook/socket',
    );
  });

  it("take the socket and the ushers' pages each on their own", () => {
    const { webAddresses } = loadConfig(
      env({ GUESTBOOK_SOCKET_URL: 'wss://live.undangan.id/soket', GUESTBOOK_URL: 'https://tamu.undangan.id' }),
    );
    expect(webAddresses).toEqual({ socket: 'wss://live.undangan.id/soket', guestbook: 'https://tamu.undangan.id' });
  });

  it('stop the start at a wrong value, naming the variable', () => {
    expect(() => loadConfig(env({ API_URL: 'api.undangan.id' }))).toThrow(/API_URL must match pattern/);
    expect(() => loadConfig(env({ API_URL: 'https://undangan.id/api' }))).toThrow(/API_URL is an origin/);
    expect(() => loadConfig(env({ GUESTBOOK_SOCKET_URL: 'https://live.undangan.id' }))).toThrow(
      /GUESTBOOK_SOCKET_URL must match pattern/,
    );
    expect(() => loadConfig(env({ GUESTBOOK_URL: 'https://tamu.undangan.id/x?y' }))).toThrow(
      /GUESTBOOK_URL is an origin/,
    );
  });
});

const PAGE = 'http://127.0.0.1:3000';
const addresses = {
  api: 'http://localhost:4000',
  socket: 'ws://localhost:4000/v1/guestbook/socket',
  guestbook: 'http://tamu.localhost:3000',
};
const dist = standInApp({
  'index.html': '<!doctype html><html><head><title>Undangan</title></head><body><div id="root"></div></body></html>',
  '.vite/manifest.json': '{}',
});

/** The addresses a page names, by meta name. */
function metasOf(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name, content] of html.matchAll(/<meta name="(undangan:[^"]+)" content="([^"]*)"/g)) {
    found[name!] = content!;
  }
  return found;
}

describe('a server told the addresses', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await testServer({ staticDir: dist, publicUrl: PAGE, webAddresses: addresses });
    const owner = await registerOwner(server.app);
    await storeSample(server.database.db, owner.user.id, 'raka-ayu');
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  it('writes them into every page it sends: the home, index.html, an app route, a theme demo, an invitation', async () => {
    const expected = {
      [WEB_ADDRESS_META.api]: addresses.api,
      [WEB_ADDRESS_META.socket]: addresses.socket,
      [WEB_ADDRESS_META.guestbook]: addresses.guestbook,
    };
    for (const url of ['/', '/index.html', '/invitation', '/demo/floral-whimsy', '/raka-ayu', '/tidak-ada']) {
      const response = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(metasOf(response.body), url).toEqual(expected);
      // In the head, where the app looks before it calls anything.
      const head = response.body.slice(0, response.body.indexOf('</head>'));
      expect(metasOf(head), url).toEqual(expected);
    }
  });

  it("lets the pages connect to the API's and the socket's origins, and nothing else new", async () => {
    const response = await server.app.inject('/invitation');
    const connect = /connect-src ([^;]+)/.exec(String(response.headers['content-security-policy']))![1]!.split(' ');
    expect(connect.sort()).toEqual(
      ["'self'", 'http://localhost:4000', 'ws://127.0.0.1:3000', 'ws://localhost:4000'].sort(),
    );
  });

  it("answers the pages' origins' cross-origin calls, and no other origin's", async () => {
    for (const origin of [PAGE, addresses.guestbook]) {
      const preflight = await server.app.inject({
        method: 'OPTIONS',
        url: '/v1/invitation/summary/abc',
        headers: {
          origin,
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(preflight.statusCode, origin).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
      expect(String(preflight.headers['access-control-allow-methods'])).toContain('PUT');
      expect(String(preflight.headers['access-control-allow-headers'])).toContain('authorization');
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    }
    const call = await server.app.inject({ method: 'GET', url: '/v1/theme', headers: { origin: PAGE } });
    expect(call.statusCode).toBe(200);
    expect(call.headers['access-control-allow-origin']).toBe(PAGE);

    const stranger = await server.app.inject({
      method: 'GET',
      url: '/v1/theme',
      headers: { origin: 'https://evil.example' },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('a server told none', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await testServer({ staticDir: dist, publicUrl: PAGE });
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  it('writes no address into its pages and answers no cross-origin call', async () => {
    for (const url of ['/', '/invitation']) {
      expect(metasOf((await server.app.inject(url)).body), url).toEqual({});
    }
    const call = await server.app.inject({
      method: 'GET',
      url: '/v1/theme',
      headers: { origin: 'http://localhost:4000' },
    });
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
  });
});
