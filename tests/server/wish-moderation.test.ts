import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wish } from '../../schemas/entities/wish.schema';
import type { InvitationPage } from '../../schemas/invitation-page.schema';
import type { OwnerWishListMeta } from '../../schemas/responses/owner-guests';
import type { InvitationSummary } from '../../schemas/responses/owner-invitations';
import { callAs, failureOf, standInApp, testServer, type Owner, type TestServer } from './harness';
import { okData } from './guest-sample';
import { ROOT, SETUP_TIMEOUT, twoOwnersWithSamples, VERSION } from './invitation-sample';

/**
 * Wishes moderation (docs/product.md#wish-moderation): the root invitation's mode ('instant' or
 * 'approval'), a guest's wish stored waiting in 'approval' mode and kept off every public list (the
 * wish list, the page API, the server-rendered page, all through the page cache), the owner's
 * approve / hide / show again, the owner's filters and counts, and the dashboard's pending count.
 * Fixtures: Raka's sample `raka` with its version `raka-2`; a stranger's `lain`.
 */

const dist = standInApp({
  'index.html': '<!doctype html><html><head><title>Undangan</title></head><body><div id="root"></div></body></html>',
  '.vite/manifest.json': '{}',
});

let server: TestServer;
let owner: Owner;
let stranger: Owner;

beforeAll(async () => {
  server = await testServer({ staticDir: dist });
  ({ owner, stranger } = await twoOwnersWithSamples(server));
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const get = (url: string) => server.app.inject({ method: 'GET', url });
const modeOf = async (invitationId: string, who: Owner = owner) =>
  okData<{ wish_moderation: string }>(
    await callAs(server.app, 'GET', `/v1/invitation/${invitationId}/wish-moderation`, who),
  ).wish_moderation;
const setMode = (invitationId: string, wish_moderation: string, who: Owner = owner) =>
  callAs(server.app, 'PUT', `/v1/invitation/${invitationId}/wish-moderation`, who, { wish_moderation });
const sendWish = async (name: string, message: string, invitation_id = ROOT) =>
  okData<Wish>(await callAs(server.app, 'POST', '/v1/wish', undefined, { name, message, invitation_id }), 201);
const setStatus = (wishId: string, status: string, who: Owner = owner) =>
  callAs(server.app, 'PUT', `/v1/wish/${wishId}/status`, who, { status });
const publicNames = async (slug = 'raka') =>
  ((await get(`/v2/invitation/slug/${slug}/wish`)).json() as { data: Wish[] }).data.map((wish) => wish.name);
const pageOf = async (slug = 'raka') => {
  const response = await get(`/v1/invitation/slug/${slug}/page`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: InvitationPage }).data;
};
const ownerList = async (query = '') => {
  const response = await callAs(server.app, 'GET', `/v1/invitation/${ROOT}/wish${query}`, owner);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Wish[]; meta: OwnerWishListMeta };
};
const pendingOnDashboard = async (invitationId = ROOT) =>
  okData<InvitationSummary>(await callAs(server.app, 'GET', `/v1/invitation/summary/${invitationId}`, owner))
    .wishes_pending;

/** Whether a wish shows on every public list: the wish list, the page API and the page's HTML (a version's too). */
async function isPublic(name: string, message: string) {
  const page = await pageOf();
  const html = (await get('/raka')).body;
  const answers = [
    (await publicNames()).includes(name),
    page.newest_wishes.some((wish) => wish.name === name),
    html.includes(message),
    (await publicNames('raka-2')).includes(name),
  ];
  // All four agree, or the page and the list differ.
  expect(new Set(answers).size, `${name}: ${answers.join(', ')}`).toBe(1);
  return answers[0];
}

describe('the mode', () => {
  it('is instant by default: a wish shows at once', async () => {
    expect(await modeOf(ROOT)).toBe('instant');
    const wish = await sendWish('Tamu Langsung', 'Langsung tampil ya');
    // A shown wish carries no status (as every public one).
    expect(wish).not.toHaveProperty('status');
    expect(await isPublic('Tamu Langsung', 'Langsung tampil ya')).toBe(true);
  });

  it("is the root's: set through a version, read through either", async () => {
    const response = await setMode(VERSION, 'approval');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { wish_moderation: 'approval' } });
    expect([await modeOf(ROOT), await modeOf(VERSION)]).toEqual(['approval', 'approval']);
    expect((await setMode(ROOT, 'instant')).statusCode).toBe(200);
    expect(await modeOf(VERSION)).toBe('instant');
  });

  it('refuses an unknown mode in Indonesian, and another owner (403)', async () => {
    expect(failureOf(await setMode(ROOT, 'nanti'))).toMatchObject({
      status: 400,
      errors: [{ field: 'wish_moderation', message: 'Pilih instant atau approval' }],
    });
    expect(failureOf(await setMode(ROOT, 'approval', stranger))).toMatchObject({ status: 403 });
    expect((await callAs(server.app, 'GET', `/v1/invitation/${ROOT}/wish-moderation`, stranger)).statusCode).toBe(403);
    expect((await callAs(server.app, 'GET', `/v1/invitation/${ROOT}/wish-moderation`)).statusCode).toBe(401);
    expect(await modeOf(ROOT)).toBe('instant');
  });
});

describe('in approval mode', () => {
  let waiting: Wish;

  beforeAll(async () => {
    expect((await setMode(ROOT, 'approval')).statusCode).toBe(200);
    // Kept by the cache before the wish arrives.
    await pageOf();
    await get('/raka');
  });

  it('stores a wish waiting and answers it so (its writer sees it as sent), off every public list', async () => {
    const before = (await pageOf()).wish_total;
    waiting = await sendWish('Tamu Menunggu', 'Menunggu restu pemilik', VERSION);
    expect(waiting).toMatchObject({ name: 'Tamu Menunggu', status: 'pending' });
    expect(await isPublic('Tamu Menunggu', 'Menunggu restu pemilik')).toBe(false);
    expect((await pageOf()).wish_total).toBe(before);
    const total = (await get('/v2/invitation/slug/raka/wish')).json().meta.total;
    expect(total).toBe(before);
  });

  it('lists it for the owner, under its status, with the counts per status', async () => {
    const all = await ownerList();
    expect(all.data.find((wish) => wish.id === waiting.id)?.status).toBe('pending');
    expect(all.data.filter((wish) => wish.status === undefined)).toHaveLength(all.meta.total - 1);
    const pending = await ownerList('?status=pending');
    expect(pending.data.map((wish) => wish.id)).toEqual([waiting.id]);
    expect(pending.meta.total).toBe(1);
    expect(pending.meta.counts).toEqual({
      all: all.meta.total,
      shown: all.meta.total - 1,
      pending: 1,
      hidden: 0,
    });
    expect((await ownerList('?status=hidden')).data).toEqual([]);
    const bad = await callAs(server.app, 'GET', `/v1/invitation/${ROOT}/wish?status=menunggu`, owner);
    expect(failureOf(bad)).toMatchObject({ status: 400, errors: [{ message: 'Status ucapan tidak dikenal' }] });
  });

  it('counts it on the dashboard, a version’s too', async () => {
    expect([await pendingOnDashboard(), await pendingOnDashboard(VERSION)]).toEqual([1, 1]);
  });

  it('lets only the owner approve, hide and show again, each changing the public page at once', async () => {
    expect(failureOf(await setStatus(waiting.id, 'shown', stranger))).toMatchObject({ status: 403 });
    const signedOut = await callAs(server.app, 'PUT', `/v1/wish/${waiting.id}/status`, undefined, { status: 'shown' });
    expect(signedOut.statusCode).toBe(401);
    expect(await isPublic('Tamu Menunggu', 'Menunggu restu pemilik')).toBe(false);

    const approved = await setStatus(waiting.id, 'shown');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ id: waiting.id, name: 'Tamu Menunggu' });
    expect(approved.json().data).not.toHaveProperty('status');
    expect(await isPublic('Tamu Menunggu', 'Menunggu restu pemilik')).toBe(true);
    expect(await pendingOnDashboard()).toBe(0);

    expect((await setStatus(waiting.id, 'hidden')).json().data.status).toBe('hidden');
    expect(await isPublic('Tamu Menunggu', 'Menunggu restu pemilik')).toBe(false);
    expect((await ownerList('?status=hidden')).data.map((wish) => wish.id)).toEqual([waiting.id]);

    expect((await setStatus(waiting.id, 'shown')).json().data.status).toBeUndefined();
    expect(await isPublic('Tamu Menunggu', 'Menunggu restu pemilik')).toBe(true);
  });

  it('hides a waiting wish without showing it; refuses sending one back to waiting and an unknown wish', async () => {
    const rejected = await sendWish('Tamu Ditolak', 'Pesan yang tidak pantas');
    expect(rejected.status).toBe('pending');
    expect((await setStatus(rejected.id, 'hidden')).json().data.status).toBe('hidden');
    expect(await isPublic('Tamu Ditolak', 'Pesan yang tidak pantas')).toBe(false);
    expect(failureOf(await setStatus(rejected.id, 'pending'))).toMatchObject({
      status: 400,
      errors: [{ field: 'status', message: 'Status harus shown atau hidden' }],
    });
    expect(failureOf(await setStatus('tidak-ada', 'shown'))).toEqual({
      status: 404,
      message: 'Ucapan tidak ditemukan',
      errors: undefined,
    });
  });

  it('keeps deleting as it was', async () => {
    const gone = await sendWish('Tamu Dihapus', 'Sebentar saja');
    expect((await callAs(server.app, 'DELETE', `/v1/wish/${gone.id}`, stranger)).statusCode).toBe(403);
    expect((await callAs(server.app, 'DELETE', `/v1/wish/${gone.id}`, owner)).statusCode).toBe(200);
    expect((await ownerList()).data.some((wish) => wish.id === gone.id)).toBe(false);
  });

  it('shows new wishes at once again once back to instant; the ones waiting keep waiting', async () => {
    const stillWaiting = await sendWish('Tamu Terakhir', 'Masih menunggu');
    expect((await setMode(ROOT, 'instant')).statusCode).toBe(200);
    const shown = await sendWish('Tamu Sesudah', 'Sudah langsung');
    expect(shown.status).toBeUndefined();
    expect(await isPublic('Tamu Sesudah', 'Sudah langsung')).toBe(true);
    expect((await ownerList('?status=pending')).data.map((wish) => wish.id)).toEqual([stillWaiting.id]);
  });
});
