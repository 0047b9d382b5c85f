import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { THEME_STUDIO_API } from '../../engine/manifest/theme-studio-api';
import { manifestPathOf, themeStudioEndpoint } from '../../scripts/vite/theme-studio-endpoint';
import { root } from '../../scripts/manifest-files';
import { THEME_IDS } from '../helpers';
import { testServer } from '../server/harness';

/** A catalogue manifest's text under another id, as the studio would send it. */
const manifestText = (id: string) => {
  const source = JSON.parse(readFileSync(join(root, 'manifests', THEME_IDS[0]!, 'manifest.json'), 'utf8'));
  return JSON.stringify({ ...source, id });
};

let dir: string;
let outside: string;
const servers: Server[] = [];

/** The endpoint mounted at its path, as Vite's development server mounts it. */
async function serve(production: boolean): Promise<string> {
  const endpoint = themeStudioEndpoint({ manifestsDir: dir, production });
  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    if (!url.startsWith(`${THEME_STUDIO_API}/`)) {
      response.statusCode = 404;
      return response.end();
    }
    request.url = url.slice(THEME_STUDIO_API.length);
    endpoint(request, response);
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}${THEME_STUDIO_API}`;
}

const put = (url: string, body: string) => fetch(url, { method: 'PUT', body });

beforeAll(() => {
  outside = mkdtempSync(join(tmpdir(), 'studio-'));
  dir = join(outside, 'manifests');
  mkdirSync(dir);
});
afterEach(() => {
  for (const name of ['new-look', 'old-look']) rmSync(join(dir, name), { recursive: true, force: true });
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  rmSync(outside, { recursive: true, force: true });
});

describe("the theme studio's save endpoint", () => {
  it('writes a valid manifest into manifests/<id>/, formatted, and reads it back', async () => {
    const base = await serve(false);
    const response = await put(`${base}/new-look`, manifestText('new-look'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ saved: 'manifests/new-look/manifest.json' });
    const written = readFileSync(join(dir, 'new-look', 'manifest.json'), 'utf8');
    expect(JSON.parse(written).id).toBe('new-look');
    expect(written).toContain('\n  "id": "new-look",\n');
    expect(await (await fetch(`${base}/new-look`)).text()).toBe(written);
  });

  it('overwrites an existing manifest only when asked', async () => {
    const base = await serve(false);
    mkdirSync(join(dir, 'old-look'));
    writeFileSync(join(dir, 'old-look', 'manifest.json'), '{}');
    const refused = await put(`${base}/old-look`, manifestText('old-look'));
    expect(refused.status).toBe(409);
    expect(readFileSync(join(dir, 'old-look', 'manifest.json'), 'utf8')).toBe('{}');
    expect((await put(`${base}/old-look?overwrite=1`, manifestText('old-look'))).status).toBe(200);
    expect(JSON.parse(readFileSync(join(dir, 'old-look', 'manifest.json'), 'utf8')).id).toBe('old-look');
  });

  it('refuses a manifest that fails the schema, or whose id is not the folder, with its issues', async () => {
    const base = await serve(false);
    const bad = JSON.stringify({ ...JSON.parse(manifestText('new-look')), giftMode: 'raffle' });
    const response = await put(`${base}/new-look`, bad);
    expect(response.status).toBe(422);
    expect((await response.json()).issues).toEqual([expect.objectContaining({ path: '/giftMode' })]);
    const otherId = await put(`${base}/new-look`, manifestText('old-look'));
    expect(otherId.status).toBe(422);
    expect((await otherId.json()).issues).toEqual([expect.objectContaining({ path: '/id' })]);
    expect((await put(`${base}/new-look`, '{ not json')).status).toBe(422);
    expect(existsSync(join(dir, 'new-look'))).toBe(false);
  });

  it('refuses a theme id that is not a slug: no path leaves manifests/', async () => {
    const base = await serve(false);
    for (const id of ['..%2Fescaped', 'a%2F..%2F..%2Fescaped', 'Upper', 'with.dot', '-dash', '%E0%A4%A']) {
      const response = await put(`${base}/${id}`, manifestText('escaped'));
      expect(response.status, id).toBe(400);
    }
    expect(existsSync(join(outside, 'escaped'))).toBe(false);
    expect(manifestPathOf(dir, '..')).toBeUndefined();
    expect(manifestPathOf(dir, 'new-look')).toBe(join(dir, 'new-look', 'manifest.json'));
  });

  it('does not exist in production: 404 to every request, nothing written', async () => {
    const base = await serve(true);
    expect((await put(`${base}/new-look`, manifestText('new-look'))).status).toBe(404);
    expect((await fetch(`${base}/${THEME_IDS[0]}`)).status).toBe(404);
    expect(existsSync(join(dir, 'new-look'))).toBe(false);
  });

  it('is not in the production server: a write to its path answers 404', async () => {
    const server = await testServer();
    try {
      const url = `${THEME_STUDIO_API}/${THEME_IDS[0]}?overwrite=1`;
      const response = await server.app.inject({ method: 'PUT', url, payload: manifestText(THEME_IDS[0]!) });
      expect(response.statusCode).toBe(404);
    } finally {
      await server.close();
    }
  }, 120_000);
});
