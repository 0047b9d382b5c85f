import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../../server/db/schema';
import { ALREADY_SUSPENDED, NOT_SUSPENDED } from '../../server/services/admin/invitation-suspension';
import { INVITATION_SUSPENDED } from '../../schemas/invitation-unavailable';
import { consoleForThisFile } from './admin-fixture';
import { eventually } from './eventually';
import { standInApp, testApp, type TestServer } from './harness';
import { SETUP_TIMEOUT, storeSample } from './invitation-sample';

/**
 * Invitations in the operator console (docs/product.md#operator-console): found by slug or the
 * owner's e-mail; a suspended one (and its versions) answers every public read and guest write with
 * 410 'Undangan ini sedang tidak tersedia.', in this server process and in another sharing the
 * database (the page cache keeps nothing past the suspension), until it is restored.
 */

const dist = standInApp({
  'index.html': '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
});
const { world, ok, okList, refused } = consoleForThisFile({ staticDir: dist });
const ROOT = 'tangguh-invitation';
const VERSION = 'tangguh-2-invitation';
const SUSPENDED = { message: INVITATION_SUSPENDED };

let other: TestServer;
beforeAll(async () => {
  await storeSample(world.db, world.owner.user.id, 'tangguh', { showcase: 'portofolio' });
  await world.db.update(invitations).set({ status: 'published' }).where(eq(invitations.id, ROOT));
  await world.db.insert(invitations).values({
    id: VERSION,
    parent_id: ROOT,
    user_id: world.owner.user.id,
    slug: 'tangguh-2',
    theme: 'floral-whimsy',
    status: 'published',
  });
  // Another server process on the same database, with its own page cache.
  other = await testApp(world.server.database, { staticDir: dist });
  await other.app.ready();
}, SETUP_TIMEOUT);
// Before the file's server closes (hooks after the tests run in reverse order): the database is then dropped.
afterAll(() => other?.close());

const page = (slug: string, server = world.server) => server.app.inject(`/v1/invitation/slug/${slug}/page`);
const pageVersion = async () =>
  (await world.db.select().from(invitations).where(eq(invitations.id, ROOT)))[0]!.page_version;
const suspend = (id: string, reason: string) =>
  ['POST', `/v1/admin/invitations/${id}/suspend`, world.operator, { reason }] as const;
/** Restoring takes an optional note: the body may be left out. */
const unsuspend = (id: string) => ['POST', `/v1/admin/invitations/${id}/unsuspend`, world.operator] as const;

describe('finding invitations', () => {
  it('by slug or the owner’s e-mail, a page at a time', async () => {
    const bySlug = await okList(['GET', '/v1/admin/invitations?q=TANGGUH', world.operator]);
    expect(bySlug.data.map((row) => row.slug).sort()).toEqual(['tangguh', 'tangguh-2']);
    expect(bySlug.data.find((row) => row.id === VERSION)).toMatchObject({
      parent_id: ROOT,
      status: 'published',
      suspended_reason: null,
      owner: { id: world.owner.user.id, name: 'Raka' },
    });
    const [raka] = (await okList<{ email: string }>(['GET', `/v1/admin/users?q=Raka`, world.operator])).data;
    const email = raka!.email;
    const byEmail = await okList([
      'GET',
      `/v1/admin/invitations?q=${encodeURIComponent(email)}&pageSize=1`,
      world.operator,
    ]);
    expect(byEmail.meta).toEqual({ total: 2, page: 1, pageSize: 1 });
    expect(byEmail.data).toHaveLength(1);
    expect((await okList(['GET', '/v1/admin/invitations?q=tidak-ada-yang-begini', world.operator])).data).toEqual([]);
    expect(await refused(['GET', '/v1/admin/invitations?pageSize=101', world.operator])).toMatchObject({
      status: 400,
      errors: [{ field: 'pageSize', message: 'Jumlah per halaman harus 1 sampai 100' }],
    });
  });
});

describe('a suspension', () => {
  it('hides the page, its versions and its HTML, takes no guest writes, and is said to the operator', async () => {
    // Both processes have the page kept before the suspension.
    for (const server of [world.server, other]) expect((await page('tangguh', server)).statusCode).toBe(200);
    const versionBefore = await pageVersion();
    expect(await refused(suspend(ROOT, ' '))).toMatchObject({
      status: 400,
      errors: [{ field: 'reason', message: 'Alasan wajib diisi' }],
    });
    const reason = 'Laporan penipuan dari tamu, sedang diperiksa';
    const suspended = (await ok(suspend(ROOT, reason))).data;
    expect(suspended).toMatchObject({ id: ROOT, suspended_reason: reason });
    // The rows' update bumps the page version: no kept page outlives it.
    expect(await pageVersion()).toBeGreaterThan(versionBefore);

    for (const slug of ['tangguh', 'tangguh-2']) {
      const response = await page(slug);
      expect(response.statusCode, slug).toBe(410);
      expect(response.json(), slug).toEqual(SUSPENDED);
      expect((await world.server.app.inject(`/${slug}`)).statusCode, slug).toBe(410);
      // The owner's own token sees the notice too: the owner reads it through the owner calls.
      expect(
        (await world.server.app.inject({ url: `/v1/invitation/slug/${slug}/page`, headers: world.owner.headers }))
          .statusCode,
      ).toBe(410);
    }
    await eventually(async () => {
      const response = await page('tangguh', other);
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual(SUSPENDED);
    }, 5_000);
    // Nor is it shown in the public showcase.
    const showcase = await world.server.app.inject('/v2/invitation/portofolio?pageSize=50');
    expect((showcase.json() as { data: { slug: string }[] }).data.map((row) => row.slug)).not.toContain('tangguh');
    const wish = { name: 'Budi', message: 'Selamat!', invitation_id: ROOT };
    expect(await refused(['POST', '/v1/wish', undefined, wish])).toEqual({
      status: 410,
      message: INVITATION_SUSPENDED,
    });

    const listed = await okList(['GET', '/v1/admin/invitations?suspended=true', world.operator]);
    expect(listed.data.map((row) => [row.slug, row.suspended_reason]).sort()).toEqual([
      ['tangguh', reason],
      ['tangguh-2', reason],
    ]);
    expect(await refused(suspend(VERSION, 'Lagi'))).toEqual({ status: 409, message: ALREADY_SUSPENDED });
    // The owner still reads it through the owner calls.
    expect((await ok(['GET', `/v1/invitation/${ROOT}`, world.owner])).data).toMatchObject({ id: ROOT });
  });

  it('is lifted by restoring: the page is back, in both processes', async () => {
    expect((await ok(unsuspend(VERSION))).data).toMatchObject({ id: VERSION, suspended_reason: null });
    for (const slug of ['tangguh', 'tangguh-2']) expect((await page(slug)).statusCode, slug).toBe(200);
    const showcase = await world.server.app.inject('/v2/invitation/portofolio?pageSize=50');
    expect((showcase.json() as { data: { slug: string }[] }).data.map((row) => row.slug)).toContain('tangguh');
    await eventually(async () => expect((await page('tangguh', other)).statusCode).toBe(200), 5_000);
    expect(await refused(unsuspend(ROOT))).toEqual({ status: 409, message: NOT_SUSPENDED });
    expect((await okList(['GET', '/v1/admin/invitations?suspended=true&q=tangguh', world.operator])).data).toEqual([]);
  });
});
