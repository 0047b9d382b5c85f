import { eq } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { invitations } from '../../server/db/schema';
import { standInApp, testServer, type Owner, type TestServer } from './harness';
import { SETUP_TIMEOUT, storeSample, twoOwnersWithSamples } from './invitation-sample';

/**
 * The page routes encode their answers themselves (server/services/public-page/page-encodings.ts: the
 * compress plugin's hooks are off there): every answer of theirs still comes in the encoding the
 * browser asks for, the kept pages and also the owner's preview of a draft and the plain page of a
 * 404, and decodes to the answer sent without one.
 */

// Over the compression threshold (1 KB), as the built index.html is.
const INDEX_HTML = `<!doctype html><html><head><title>Undangan</title><!--${'.'.repeat(2_000)}--></head><body><div id="root"></div></body></html>`;

let server: TestServer;
let owner: Owner;

beforeAll(async () => {
  server = await testServer({ staticDir: standInApp({ 'index.html': INDEX_HTML, '.vite/manifest.json': '{}' }) });
  ({ owner } = await twoOwnersWithSamples(server));
  const draft = await storeSample(server.database.db, owner.user.id, 'draf');
  await server.database.db.update(invitations).set({ status: 'draft' }).where(eq(invitations.id, draft.invitation.id));
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const answers: [string, string, Record<string, string>?][] = [
  ['a published page bundle', '/v1/invitation/slug/raka/page'],
  ["a guest link's page bundle", '/v1/invitation/slug/raka/page?to=tidak-ada'],
  ["the owner's preview of a draft", '/v1/invitation/slug/draf/page'],
  ['a published page', '/raka'],
  ['the plain page of a draft (404)', '/draf'],
  ['a theme demo', '/demo/floral-whimsy'],
  ['the plain page of no such theme (404)', '/demo/tidak-ada'],
];

it.each(answers)('sends %s in brotli or gzip as asked, the same answer as without', async (_name, url) => {
  const ask = (encoding: string) =>
    server.app.inject({ url, headers: { ...owner.headers, 'accept-encoding': encoding } });
  const [plain, br, gzip] = await Promise.all([ask('identity'), ask('gzip, deflate, br'), ask('gzip')]);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.length).toBeGreaterThan(1_024);
  expect([br.statusCode, gzip.statusCode]).toEqual([plain.statusCode, plain.statusCode]);
  expect([br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual(['br', 'gzip']);
  expect(br.headers.vary).toContain('accept-encoding');
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
});
