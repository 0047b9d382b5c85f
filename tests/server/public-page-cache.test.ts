import { eq } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationPage } from '../../schemas/invitation-page.schema';
import { guests, invitationSections } from '../../server/db/schema';
import { callAs, standInApp, testServer, type Owner, type TestServer } from './harness';
import { insertManyWishes, ROOT, SETUP_TIMEOUT, storeSample, twoOwnersWithSamples } from './invitation-sample';
import { eventually } from './eventually';
import { countQueries } from './query-counter';

/**
 * The public page cache (server/services/public-page/page-cache.ts): while the app listens to the
 * database's notifications a kept page (and a guest link's guest) costs no query, every owner or
 * guest write through the API shows at once, and a write straight to the database shows as soon as
 * its notification arrives. Fixtures: Raka's sample `raka`, its version `raka-2`.
 */

const dist = standInApp({
  'index.html': '<!doctype html><html><head><title>Undangan</title></head><body><div id="root"></div></body></html>',
  '.vite/manifest.json': '{}',
});

let server: TestServer;
let owner: Owner;

beforeAll(async () => {
  server = await testServer({ staticDir: dist });
  ({ owner } = await twoOwnersWithSamples(server));
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const get = (url: string) => server.app.inject({ method: 'GET', url });
const pageOf = async (slug: string): Promise<InvitationPage> => {
  const response = await get(`/v1/invitation/slug/${slug}/page`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: InvitationPage }).data;
};
const asOwner = async (method: 'PUT' | 'POST', url: string, payload: Record<string, unknown>) => {
  const response = await callAs(server.app, method, url, owner, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
};

describe('a published page from the cache', () => {
  it('is answered with no query once kept, a guest link too, the same as before', async () => {
    expect(server.app.notifications.listening('page_changed')).toBe(true);
    const first = await get('/v1/invitation/slug/raka/page');
    await get('/raka?to=tidak-ada');
    const counter = countQueries(server.database.db);
    try {
      const again = await get('/v1/invitation/slug/raka/page');
      expect(again.body).toBe(first.body);
      const html = await get('/raka');
      expect(html.statusCode).toBe(200);
      const guest = await get('/v1/invitation/slug/raka/page?to=tidak-ada');
      expect((guest.json() as { data: InvitationPage }).data.guest).toBeNull();
      expect((await get('/raka?to=tidak-ada')).statusCode).toBe(200);
      expect(counter.count()).toBe(0);
    } finally {
      counter.stop();
    }
  });

  it('is sent from its kept brotli or gzip copy, as the request accepts', async () => {
    const plain = await get('/v1/invitation/slug/raka/page');
    const ask = (encoding: string) =>
      server.app.inject({ url: '/v1/invitation/slug/raka/page', headers: { 'accept-encoding': encoding } });
    const [br, gzip, none] = await Promise.all([ask('gzip, deflate, br'), ask('gzip, br;q=0'), ask('identity')]);
    expect([
      br.headers['content-encoding'],
      gzip.headers['content-encoding'],
      none.headers['content-encoding'],
    ]).toEqual(['br', 'gzip', undefined]);
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(none.body).toBe(plain.body);
  });

  it('shows a write straight to the database (not through this app) once its notification arrives', async () => {
    const titleOf = async () => (await pageOf('raka')).sections.find((s) => s.slug === 'opening')?.title;
    await titleOf();
    await server.database.db
      .update(invitationSections)
      .set({ title: 'Dari Proses Lain' })
      .where(eq(invitationSections.invitation_id, ROOT));
    await eventually(async () => expect(await titleOf()).toBe('Dari Proses Lain'));

    const guestOf = async () => {
      const response = await get('/v1/invitation/slug/raka/page?to=tamu-dari-luar');
      return (response.json() as { data: InvitationPage }).data.guest?.name ?? null;
    };
    expect(await guestOf()).toBeNull();
    await server.database.db.insert(guests).values({ invitation_id: ROOT, name: 'Tamu Luar', code: 'tamu-dari-luar' });
    await eventually(async () => expect(await guestOf()).toBe('Tamu Luar'));
  });

  it('changes with a section edit, a gift edit, a new wish and a couple edit', async () => {
    const sections = (await callAs(server.app, 'GET', `/v1/invitation/section?invitation_id=${ROOT}`, owner)).json()
      .data as { id: string; slug: string }[];
    const opening = sections.find((row) => row.slug === 'opening')!;
    await pageOf('raka');
    await asOwner('PUT', `/v1/invitation/section/${opening.id}`, { title: 'Judul Tersimpan' });
    expect((await pageOf('raka')).sections.find((s) => s.slug === 'opening')?.title).toBe('Judul Tersimpan');
    expect((await get('/raka')).body).toContain('Judul Tersimpan');

    await asOwner('PUT', '/v1/gift/virtual/raka-bca', {
      channel_type: 'BRI',
      account_number: '0123-4567-89',
      account_name: 'Raka Baru',
    });
    expect((await pageOf('raka')).invitation.virtual_gift?.map((g) => g.account_name)).toContain('Raka Baru');

    const total = (await pageOf('raka')).wish_total;
    const wish = await callAs(server.app, 'POST', '/v1/wish', undefined, {
      name: 'Tamu Baru',
      message: 'Selamat dari cache!',
      invitation_id: ROOT,
    });
    expect(wish.statusCode, wish.body).toBe(201);
    const withWish = await pageOf('raka');
    expect([withWish.wish_total, withWish.newest_wishes[0]?.name]).toEqual([total + 1, 'Tamu Baru']);

    await asOwner('PUT', `/v1/invitation/private/${ROOT}`, {
      groom: { person_name: 'Raka Pradipta', person_nickname: 'Rakai' },
      bride: { person_name: 'Ayu Lestari', person_nickname: 'Ayu' },
    });
    expect((await pageOf('raka')).couple.groom.person_nickname).toBe('Rakai');
    expect((await get('/raka')).body).toContain('Rakai');
  });

  it("shows a version with its root's changes, and expires with the row", async () => {
    await pageOf('raka-2');
    await asOwner('PUT', '/v1/gift/virtual/raka-mandiri', {
      channel_type: 'Mandiri',
      account_number: '1400-0123-4567',
      account_name: 'Ayu Versi',
    });
    expect((await pageOf('raka-2')).invitation.virtual_gift?.map((g) => g.account_name)).toContain('Ayu Versi');

    await asOwner('PUT', `/v1/invitation/${'raka-2-invitation'}/status`, { status: 'draft' });
    expect((await get('/v1/invitation/slug/raka-2/page')).statusCode).toBe(404);
    expect((await callAs(server.app, 'GET', '/v1/invitation/slug/raka-2/page', owner)).statusCode).toBe(200);
  });

  it('sends HTML that does not grow with the number of wishes', async () => {
    const few = await storeSample(server.database.db, owner.user.id, 'sedikit');
    const many = await storeSample(server.database.db, owner.user.id, 'banyak');
    await insertManyWishes(server.database.db, few.invitation.id, 5, 'sedikit-extra');
    await insertManyWishes(server.database.db, many.invitation.id, 200, 'banyak-extra');
    const [small, large] = await Promise.all([get('/sedikit'), get('/banyak')]);
    // The same page but for the slugs (and the wishes' numbers in their names and messages).
    expect(Math.abs(large.body.length - small.body.length)).toBeLessThan(60);
  });
});

describe('/demo/<theme>', () => {
  let demo: TestServer;
  beforeAll(async () => {
    demo = await testServer({ staticDir: process.env.H2_DIST ?? dist });
  });
  afterAll(() => demo.close());

  it('paints the cover of the sample invitation in the theme, and nothing for an unknown theme', async () => {
    const page = await demo.app.inject('/demo/floral-whimsy');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="painted-cover"');
    expect(page.body).not.toContain('id="invitation-page-data"');
    const unknown = await demo.app.inject('/demo/tidak-ada');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('painted-cover');
  });
});
