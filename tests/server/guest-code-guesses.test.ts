import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/database';
import { guests } from '../../server/db/schema';
import { GUEST_CODE_GUESSES_MESSAGE, GUEST_CODE_MISSES } from '../../server/services/limits/guest-code-guess-limit';
import { guestListInvitation } from './guest-sample';
import { registerOwner, standInApp, testApp, testDatabase, type TestServer } from './harness';

/**
 * Guessing guests' personal links (docs/product.md#guest-links): misses at a code, by
 * `/v1/guest/code/{code}`, the page's `?to=` or the page API, are counted per client address; past
 * GUEST_CODE_MISSES a client's codes are no longer looked up (429 on the guest call, the page as for
 * a miss), while a guest opening their own link, however often, is never held up.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const INDEX = '<!doctype html><html lang="id"><head></head><body><div id="root"></div></body></html>';

let database: DatabaseHandle;
let code: string;
beforeAll(async () => {
  database = await testDatabase();
  const first = await testApp(database);
  const owner = await registerOwner(first.app);
  const invitation = await guestListInvitation(database.db, owner.user.id, 'tebak');
  const [guest] = await database.db
    .insert(guests)
    .values({ invitation_id: invitation.id, name: 'Rahmat Hidayat' })
    .returning();
  code = guest!.code;
  await first.close();
}, 60_000);
afterAll(() => database.close());

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});
async function server(options: Parameters<typeof testApp>[1] = {}) {
  const started = await testApp(database, { staticDir: standInApp({ 'index.html': INDEX }), ...options });
  servers.push(started);
  return started;
}

const guestCall = (app: TestServer['app'], guestCode: string, remoteAddress: string) =>
  app.inject({ method: 'GET', url: `/v1/guest/code/${guestCode}?slug=tebak`, remoteAddress });
const pageHtml = (app: TestServer['app'], guestCode: string, remoteAddress: string) =>
  app.inject({ method: 'GET', url: `/tebak?to=${guestCode}`, remoteAddress });
const pageApi = (app: TestServer['app'], guestCode: string, remoteAddress: string) =>
  app.inject({ method: 'GET', url: `/v1/invitation/slug/tebak/page?to=${guestCode}`, remoteAddress });
const wrongCode = () => randomUUID().replaceAll('-', '').slice(0, 12);

describe('guessing guest codes', () => {
  it('answers misses as before up to the limit, then 429 for any code from that address only', async () => {
    const { app } = await server();
    const statuses: number[] = [];
    for (let n = 0; n < GUEST_CODE_MISSES.max; n++)
      statuses.push((await guestCall(app, wrongCode(), '127.71.0.1')).statusCode);
    expect(statuses).toEqual(Array(GUEST_CODE_MISSES.max).fill(404));

    const next = await guestCall(app, wrongCode(), '127.71.0.1');
    expect(next.statusCode).toBe(429);
    expect(next.json()).toEqual({ message: GUEST_CODE_GUESSES_MESSAGE });
    // A right code from that address is not looked up either: nothing tells a hit from a miss now.
    expect((await guestCall(app, code, '127.71.0.1')).statusCode).toBe(429);
    // Another client is not held up.
    expect((await guestCall(app, code, '127.71.0.2')).json()).toMatchObject({ data: { name: 'Rahmat Hidayat' } });
  });

  it('never holds up a guest opening their own link, however often', async () => {
    const { app } = await server();
    for (let n = 0; n < GUEST_CODE_MISSES.max * 2; n++) {
      const call = [guestCall, pageHtml, pageApi][n % 3]!;
      expect((await call(app, code, '127.72.0.1')).statusCode, String(n)).toBe(200);
    }
  });

  it("counts the page's ?to= and the page API with the guest call, and then shows the page as for a miss", async () => {
    const { app } = await server();
    for (let n = 0; n < GUEST_CODE_MISSES.max; n++) {
      const call = [pageHtml, pageApi][n % 2]!;
      expect((await call(app, wrongCode(), '127.73.0.1')).statusCode).toBe(200);
    }
    expect((await guestCall(app, code, '127.73.0.1')).statusCode).toBe(429);
    // The page still opens, without the guest, as for a miss; for another client it names them.
    expect((await pageHtml(app, code, '127.73.0.1')).statusCode).toBe(200);
    expect((await pageApi(app, code, '127.73.0.1')).json()).toMatchObject({ data: { guest: null } });
    expect((await pageApi(app, code, '127.73.0.2')).json()).toMatchObject({
      data: { guest: { name: 'Rahmat Hidayat' } },
    });
  });

  it('shares the count across server processes on one Redis', async () => {
    const rateLimitNameSpace = `test-${randomUUID()}-`;
    const first = await server({ redisUrl: REDIS_URL, rateLimitNameSpace });
    const second = await server({ redisUrl: REDIS_URL, rateLimitNameSpace });
    for (let n = 0; n < GUEST_CODE_MISSES.max; n++) {
      const { app } = n % 2 === 0 ? first : second;
      expect((await guestCall(app, wrongCode(), '127.74.0.1')).statusCode).toBe(404);
    }
    expect((await guestCall(first.app, code, '127.74.0.1')).statusCode).toBe(429);
    expect((await guestCall(second.app, code, '127.74.0.1')).statusCode).toBe(429);
  });

  it('counts in memory while Redis does not answer, and answers no 5xx', async () => {
    const { app } = await server({ redisUrl: 'redis://127.0.0.1:1', rateLimitNameSpace: `test-${randomUUID()}-` });
    const statuses: number[] = [];
    for (let n = 0; n <= GUEST_CODE_MISSES.max; n++)
      statuses.push((await guestCall(app, wrongCode(), '127.75.0.1')).statusCode);
    expect(statuses).toEqual([...Array(GUEST_CODE_MISSES.max).fill(404), 429]);
  });
});
