import { eq } from 'drizzle-orm';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, seedDemo } from '../../server/db/seed';
import { guests, invitations, wishes, wishlistConfirmations } from '../../server/db/schema';
import { registerOwner, standInApp, testServer, type TestServer } from './harness';
import { SETUP_TIMEOUT, storeSample } from './invitation-sample';

/**
 * Who sees an invitation: a draft only its owner (the app sends the owner's token on every call,
 * so the owner's preview sees it), a published one anyone until it expires, then no one through the
 * public calls (410 with a notice). Fixtures: the owner's sample invitations `draf` (a draft),
 * `terbit` (published) and `lewat` (published, expired yesterday), each listed in the portfolio
 * and with a guest.
 */

const INDEX_HTML = `<!doctype html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <title>Undangan Digital</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const dist = standInApp({ 'index.html': INDEX_HTML });

type Headers = Record<string, string>;
type Owner = Awaited<ReturnType<typeof registerOwner>>;
let server: TestServer;
let owner: Owner;
let stranger: Owner;
const code: Record<string, string> = {};
const guestId: Record<string, string> = {};
const NOT_FOUND = { message: 'Undangan tidak ditemukan' };
const INACTIVE = { message: 'Undangan ini sudah tidak aktif.' };

const db = () => server.database.db;
const get = (url: string, headers?: Headers) => server.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT', url: string, payload: object, headers?: Headers) =>
  server.app.inject({ method, url, payload, headers });

/** Every public read of an invitation, by its slug. */
const publicReads = (slug: string) => [
  `/v1/invitation/slug/${slug}`,
  `/v1/invitation/slug/${slug}/page`,
  `/v1/invitation/slug/${slug}/page?to=${code[slug] ?? 'x'}`,
  `/v1/invitation/slug/${slug}/private`,
  `/v1/invitation/slug/${slug}/sections`,
  `/v1/invitation/slug/${slug}/stories`,
  `/v1/invitation/slug/${slug}/gallery`,
  `/v1/invitation/slug/${slug}/gift`,
  `/v2/invitation/slug/${slug}/wish`,
  `/v1/guest/code/${code[slug] ?? 'x'}?slug=${slug}`,
];

/** The three guest writes to an invitation, as its guest. */
const guestWrites = (slug: string) => {
  const invitation_id = `${slug}-invitation`;
  const guest_id = guestId[slug];
  return [
    ['/v1/wish', { name: 'Budi', message: 'Selamat!', invitation_id, guest_id }],
    [
      '/v1/invitation-rsvp',
      {
        invitation_id,
        guest_id,
        use_multiple_event: true,
        pax: 1,
        events: [{ event_id: `${slug}-event-akad`, is_attend: true }],
      },
    ],
    [
      '/v1/gift/wishlist/confirmation',
      {
        buyer_name: 'Dimas',
        whatsapp_number: '081234567890',
        purchase_date: '2026-03-01T10:00:00.000Z',
        shipping_expedition: 'JNE',
        shipping_receipt: 'JNE0001',
        invitation_wishlist_id: `${slug}-plates`,
        invitation_id,
        guest_id,
        status: 'pending',
      },
    ],
  ] as const;
};

const setStatus = (id: string, status: unknown, headers?: Headers) =>
  send('PUT', `/v1/invitation/${id}/status`, { status }, headers);

beforeAll(async () => {
  server = await testServer({ staticDir: dist });
  await seedDemo(db());
  owner = await registerOwner(server.app, 'Raka');
  stranger = await registerOwner(server.app, 'Orang Lain');
  for (const slug of ['draf', 'terbit', 'lewat']) {
    await storeSample(db(), owner.user.id, slug, { showcase: 'portofolio' });
    const [guest] = await db()
      .insert(guests)
      .values({ invitation_id: `${slug}-invitation`, name: 'Budi' })
      .returning();
    code[slug] = guest!.code;
    guestId[slug] = guest!.id;
  }
  await db().update(invitations).set({ status: 'draft' }).where(eq(invitations.slug, 'draf'));
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  await db().update(invitations).set({ expired_at: yesterday }).where(eq(invitations.slug, 'lewat'));
}, SETUP_TIMEOUT);
afterAll(() => server.close());

describe('a draft', () => {
  it('answers every public read as an unknown slug would, to anyone but its owner', async () => {
    const reads = publicReads('draf');
    const unknown = publicReads('tidak-ada');
    for (const [index, url] of reads.entries()) {
      const expected = await get(unknown[index]!);
      expect(expected.statusCode, unknown[index]).toBe(404);
      for (const headers of [undefined, stranger.headers, { authorization: 'Bearer bukan-token' }]) {
        const response = await get(url, headers);
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual(expected.json());
      }
    }
  });

  it("is read whole by its owner's token: the owner's preview", async () => {
    for (const url of publicReads('draf')) {
      const response = await get(url, owner.headers);
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
    }
    const { data } = (await get('/v1/invitation/slug/draf/page', owner.headers)).json();
    expect(data.invitation).toMatchObject({ slug: 'draf', status: 'draft' });
  });

  it('puts nothing of itself in the page HTML: the plain page with 404', async () => {
    const response = await get('/draf');
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(INDEX_HTML);
    const published = await get('/terbit');
    expect(published.statusCode).toBe(200);
    expect(published.body).toContain('og:title');
  });

  it("refuses a stranger's wish, RSVP and gift confirmation as for no such invitation, and stores nothing", async () => {
    const before = { wishes: await db().select().from(wishes), gifts: await db().select().from(wishlistConfirmations) };
    for (const [url, body] of guestWrites('draf')) {
      for (const headers of [undefined, stranger.headers]) {
        const response = await send('POST', url, body, headers);
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual(NOT_FOUND);
      }
    }
    expect(await db().select().from(wishes)).toHaveLength(before.wishes.length);
    expect(await db().select().from(wishlistConfirmations)).toHaveLength(before.gifts.length);
  });

  it('takes its owner trying the forms in their preview', async () => {
    const [[url, body]] = guestWrites('draf');
    const response = await send('POST', url, body, owner.headers);
    expect(response.statusCode, response.body).toBe(201);
  });

  it("takes guests' writes through a published version (a version's guests write to its root)", async () => {
    await db().insert(invitations).values({
      id: 'draf-2-invitation',
      parent_id: 'draf-invitation',
      user_id: owner.user.id,
      slug: 'draf-2',
      theme: 'floral-whimsy',
      status: 'published',
    });
    expect((await get('/v1/invitation/slug/draf-2/page')).statusCode).toBe(200);
    const [[url, body]] = guestWrites('draf');
    expect((await send('POST', url, body)).statusCode).toBe(201);
    await db().delete(invitations).where(eq(invitations.id, 'draf-2-invitation'));
    expect((await send('POST', url, body)).statusCode).toBe(404);
  });

  it('is left out of the showcases, as is an expired invitation', async () => {
    const { data } = (await get('/v2/invitation/portofolio?pageSize=50')).json() as { data: { slug: string }[] };
    expect(data.map((entry) => entry.slug).sort()).toEqual([DEMO.slug, 'terbit'].sort());
  });
});

describe('PUT /v1/invitation/{id}/status: Terbitkan, and back to draft', () => {
  it('publishes a new draft for everyone, and takes it back', async () => {
    const created = await send(
      'POST',
      '/v1/invitation',
      { slug: 'baru', theme: 'amber-wave', use_multiple_event: false },
      owner.headers,
    );
    const { id, status } = created.json().data as { id: string; status: string };
    expect(status).toBe('draft');
    expect((await get('/v1/invitation/slug/baru/page')).statusCode).toBe(404);
    // Paid for (tests/server/orders.test.ts pays through an order), it may be published.
    await db().update(invitations).set({ paid_at: new Date().toISOString() }).where(eq(invitations.id, id));

    const published = await setStatus(id, 'published', owner.headers);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ id, status: 'published' });
    expect((await get('/v1/invitation/slug/baru/page')).statusCode).toBe(200);
    expect((await get('/baru')).statusCode).toBe(200);

    const draft = await setStatus(id, 'draft', owner.headers);
    expect(draft.json().data).toMatchObject({ id, status: 'draft' });
    expect((await get('/v1/invitation/slug/baru/page')).json()).toEqual(NOT_FOUND);
  });

  it("answers 401 without a token, 403 for another's invitation, 404 for none, and checks the status", async () => {
    const id = 'terbit-invitation';
    expect((await setStatus(id, 'draft')).statusCode).toBe(401);
    const foreign = await setStatus(id, 'draft', stranger.headers);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: 'Undangan ini bukan milik Anda' });
    expect((await setStatus('tidak-ada', 'draft', owner.headers)).statusCode).toBe(404);
    for (const status of ['terbit', 'active', 'expired']) {
      const response = await setStatus(id, status, owner.headers);
      expect(response.json()).toEqual({
        message: 'status: Status tidak valid',
        errors: [{ field: 'status', message: 'Status tidak valid' }],
      });
    }
    const missing = await send('PUT', `/v1/invitation/${id}/status`, {}, owner.headers);
    expect(missing.json()).toMatchObject({ message: 'status: Status wajib diisi' });
    expect((await get('/v1/invitation/slug/terbit/page')).statusCode).toBe(200);
  });
});

describe('an expired invitation', () => {
  it('answers every public read with 410 and the notice, its owner too', async () => {
    for (const url of publicReads('lewat')) {
      for (const headers of [undefined, owner.headers]) {
        const response = await get(url, headers);
        expect(response.statusCode, url).toBe(410);
        expect(response.json(), url).toEqual(INACTIVE);
      }
    }
  });

  it('answers the plain page HTML with 410: no link preview, no cover', async () => {
    const response = await get('/lewat');
    expect(response.statusCode).toBe(410);
    expect(response.body).toBe(INDEX_HTML);
  });

  it('refuses guest writes with the notice', async () => {
    for (const [url, body] of guestWrites('lewat')) {
      const response = await send('POST', url, body);
      expect(response.statusCode, url).toBe(410);
      expect(response.json(), url).toEqual(INACTIVE);
    }
  });

  it('is still read by its owner through the owner calls', async () => {
    const mine = (await get('/v1/user/my-invitation', owner.headers)).json().data as { slug: string }[];
    expect(mine.map((invitation) => invitation.slug)).toContain('lewat');
    expect((await get('/v1/invitation/summary/slug/lewat', owner.headers)).statusCode).toBe(200);
  });
});

describe('the seeded demo invitation', () => {
  it('is published: anyone opens it', async () => {
    const response = await get(`/v1/invitation/slug/${DEMO.slug}/page`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.invitation.status).toBe('published');
  });
});
