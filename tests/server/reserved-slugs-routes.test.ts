import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESERVED_SLUG_MESSAGE, RESERVED_SLUGS } from '../../schemas/reserved-slugs';
import { registerOwner, standInApp, testServer, type TestServer } from './harness';

/**
 * Every first path segment the server routes (as it registers them: no list written here) is one no
 * invitation may take as its slug, and a reserved slug is refused at its field with 400, not 409.
 */

const urls: string[] = [];
let server: TestServer;

beforeAll(async () => {
  const staticDir = standInApp({ 'index.html': '<!doctype html><html lang="id"><head></head><body></body></html>' });
  server = await testServer({ staticDir, onRoute: (route: RouteOptions) => void urls.push(route.url ?? '') });
});
afterAll(() => server.close());

describe('the reserved slugs and the server', () => {
  it('hold every fixed first segment of its routes', () => {
    const segments = new Set(
      urls.map((url) => url.split('/')[1] ?? '').filter((segment) => segment && !/^[:*]/.test(segment)),
    );
    expect([...segments]).toEqual(expect.arrayContaining(['v1', 'media', 'robots.txt']));
    // A file's name up to its dot (robots.txt) is what a slug could take.
    const reserved = new Set<string>(RESERVED_SLUGS);
    const free = [...segments].map((segment) => segment.split('.')[0]!).filter((name) => !reserved.has(name));
    expect(free).toEqual([]);
  });

  it('refuses the names an attack run found free with 400 at the field, before any 409', async () => {
    const owner = await registerOwner(server.app);
    for (const slug of ['themes', 'privacy', 'index', 'null', 'healthz', 'readyz', 'admin', 'home', 'harga', 'e']) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await server.app.inject({
          method: 'POST',
          url: '/v1/invitation',
          headers: owner.headers,
          payload: { slug, theme: 'floral-whimsy', use_multiple_event: false },
        });
        expect(response.statusCode, slug).toBe(400);
        expect(response.json(), slug).toMatchObject({ errors: [{ field: 'slug', message: RESERVED_SLUG_MESSAGE }] });
      }
    }
  });
});
