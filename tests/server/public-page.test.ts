import { eq } from 'drizzle-orm';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAjv } from '../../engine/validation/create-ajv';
import { invitationPageSchema, type InvitationPage } from '../../schemas/invitation-page.schema';
import { RESERVED_SLUGS } from '../../schemas/reserved-slugs';
import { guests, invitations, rsvpEntries } from '../../server/db/schema';
import { registerOwner, standInApp, testServer, type TestServer } from './harness';
import { insertManyWishes, storeSample } from './invitation-sample';
import { notificationsHeard } from './notifications-heard';

/**
 * The public page in one call (GET /v1/invitation/slug/{slug}/page?to=) and the link previews
 * the server writes into index.html (GET /{slug}). Fixtures: the owner's sample `raka` with a
 * guest and a version `raka-2`, an invitation `kosong` without couple or content, and another
 * owner's sample `lain` with its own guest, and the sample `ramai` with 2,000 more wishes.
 */

const INDEX_HTML = `<!doctype html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <title>Undangan Digital</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const dist = standInApp({ 'index.html': INDEX_HTML, 'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' });

const validatePage = createAjv().compile(invitationPageSchema);
const SETUP_TIMEOUT = 60_000;
/** An invitation (`ramai`) with this many wishes beside the sample's. */
const MANY_WISHES = 2000;

let server: TestServer;
let owner: { user: { id: string } };
let sample: InvitationPage;
let guest: { id: string; code: string };
let strangersGuest: { code: string };

const get = (url: string, headers?: Record<string, string>) => server.app.inject({ method: 'GET', url, headers });
const db = () => server.database.db;
const pageOf = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  const { data } = response.json() as { data: InvitationPage };
  expect(validatePage(data), JSON.stringify(validatePage.errors)).toBe(true);
  return data;
};

beforeAll(async () => {
  server = await testServer({ staticDir: dist, publicUrl: 'https://undangan.id' });
  owner = await registerOwner(server.app, 'Raka');
  const stranger = await registerOwner(server.app, 'Orang Lain');
  sample = await storeSample(db(), owner.user.id, 'raka');
  await storeSample(db(), stranger.user.id, 'lain');
  await db()
    .insert(invitations)
    .values([
      {
        id: 'raka-2-invitation',
        parent_id: 'raka-invitation',
        user_id: owner.user.id,
        slug: 'raka-2',
        theme: 'floral-whimsy',
        status: 'published',
      },
      { id: 'kosong-invitation', user_id: owner.user.id, slug: 'kosong', theme: 'floral-whimsy', status: 'published' },
    ]);
  const [budi] = await db()
    .insert(guests)
    .values({ invitation_id: 'raka-invitation', name: 'Budi Santoso' })
    .returning();
  guest = budi!;
  await db().insert(rsvpEntries).values({ guest_id: guest.id, event_id: 'raka-event-akad', is_attend: true, pax: 2 });
  const [theirs] = await db()
    .insert(guests)
    .values({ invitation_id: 'lain-invitation', name: 'Tamu Lain' })
    .returning();
  strangersGuest = theirs!;
  await storeSample(db(), owner.user.id, 'ramai');
  await insertManyWishes(db(), 'ramai-invitation', MANY_WISHES, 'ramai-many');
}, SETUP_TIMEOUT);
afterAll(() => server.close());

describe('GET /v1/invitation/slug/{slug}/page', () => {
  it('answers the whole page as invitation-page, as it was stored', async () => {
    const data = await pageOf('/v1/invitation/slug/raka/page');
    const { invitation_event, virtual_gift, physical_gift, wishlist_gift, ...invitation } = sample.invitation;
    const { invitation_event: events, virtual_gift: virtual, physical_gift: physical, ...stored } = data.invitation;
    const { wishlist_gift: wishlist, ...fields } = stored;
    expect(fields).toEqual(invitation);
    expect(events).toEqual(invitation_event);
    expect(physical).toEqual(physical_gift);
    expect(virtual).toEqual(virtual_gift!.filter((gift) => gift.is_active));
    expect(virtual!.map((gift) => gift.id)).toEqual(['raka-bca', 'raka-mandiri']);
    expect(wishlist!.map(({ confirmation: _c, ...item }) => item)).toEqual(
      wishlist_gift!.map(({ confirmation: _c, ...item }) => item),
    );
    expect(wishlist!.map((item) => item.confirmation.length)).toEqual([1, 0, 0, 0]);
    expect(data.couple).toEqual(sample.couple);
    expect(data.sections).toEqual(sample.sections.map((section) => ({ ...section, is_ordered: true })));
    expect(data.stories).toEqual(sample.stories);
    expect(data.gallery).toEqual(sample.gallery);
    expect(data.guest).toBeNull();
  });

  it('carries the newest wishes, newest first, and how many there are', async () => {
    const data = await pageOf('/v1/invitation/slug/raka/page');
    expect(data.newest_wishes).toEqual(sample.newest_wishes);
    expect(data.newest_wishes).toHaveLength(5);
    const times = data.newest_wishes.map((wish) => Date.parse(wish.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(data.wish_total).toBe(sample.wish_total);
  });

  it('carries 5 of 2,000 wishes, the newest, and the total: the rest are paged by the list API', async () => {
    const data = await pageOf('/v1/invitation/slug/ramai/page');
    expect(data.newest_wishes.map((wish) => wish.id)).toEqual([0, 1, 2, 3, 4].map((n) => `ramai-many-${n}`));
    expect(data.wish_total).toBe(MANY_WISHES + sample.wish_total);
    const list = await get('/v2/invitation/slug/ramai/wish?pageSize=5&sort=created_at:DESC');
    expect(list.json()).toMatchObject({ data: data.newest_wishes, meta: { total: data.wish_total } });
  });

  it('carries nothing private: no owner, plan or listing, no buyer phone number, receipt or notes', async () => {
    const data = await pageOf('/v1/invitation/slug/raka/page');
    const text = JSON.stringify(data);
    for (const secret of [owner.user.id, '"user_id"', '"plan_id"', '"category_id"', '"showcase"', '"code"']) {
      expect(text).not.toContain(secret);
    }
    const [booking] = sample.invitation.wishlist_gift![0]!.confirmation;
    const [shown] = data.invitation.wishlist_gift![0]!.confirmation;
    expect(shown).toEqual({ id: booking!.id, status: 'pending', created_at: expect.any(String) });
    for (const secret of ['Dimas', '081234567890', 'JNE123456789', 'buyer_name', 'notes']) {
      expect(text).not.toContain(secret);
    }
  });

  it('carries the guest a personal link names (?to=), and no one for a code of another invitation', async () => {
    const data = await pageOf(`/v1/invitation/slug/raka/page?to=${guest.code}`);
    expect(data.guest).toEqual({
      id: guest.id,
      name: 'Budi Santoso',
      rsvp: [{ event_id: 'raka-event-akad', is_attend: true, pax: 2 }],
      seats: 2,
    });
    expect((await pageOf(`/v1/invitation/slug/raka/page?to=${strangersGuest.code}`)).guest).toBeNull();
    expect((await pageOf('/v1/invitation/slug/raka/page?to=tidak-ada')).guest).toBeNull();
  });

  it("shows a version with the root's wishes, gifts and guests", async () => {
    const data = await pageOf(`/v1/invitation/slug/raka-2/page?to=${guest.code}`);
    expect(data.invitation).toMatchObject({ id: 'raka-2-invitation', parent_id: 'raka-invitation' });
    expect(data.newest_wishes).toEqual(sample.newest_wishes);
    expect(data.wish_total).toBe(sample.wish_total);
    expect(data.invitation.wishlist_gift).toHaveLength(4);
    expect(data.stories).toEqual(sample.stories);
    expect(data.guest?.id).toBe(guest.id);
  });

  it('shows an invitation without couple or content with placeholder names', async () => {
    const data = await pageOf('/v1/invitation/slug/kosong/page');
    expect(data.couple).toEqual({
      groom: { person_role: 'groom', person_name: 'Mempelai Pria', person_nickname: 'Mempelai Pria' },
      bride: { person_role: 'bride', person_name: 'Mempelai Wanita', person_nickname: 'Mempelai Wanita' },
    });
    expect(data).toMatchObject({
      sections: [],
      stories: [],
      gallery: [],
      newest_wishes: [],
      wish_total: 0,
      guest: null,
    });
    expect(data.invitation).toMatchObject({ status: 'published', invitation_event: [], wishlist_gift: [] });
  });

  it('answers 404 for an unknown slug', async () => {
    const response = await get('/v1/invitation/slug/tidak-ada/page');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Undangan tidak ditemukan' });
  });
});

describe('link previews in the page HTML (GET /{slug})', () => {
  const metaOf = (html: string, name: string) =>
    html.match(new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)" />`))?.[1];
  // Straight to the database, as another process would: the page shows once its notification is heard.
  const setMeta = async (values: Partial<typeof invitations.$inferInsert>) => {
    await db().update(invitations).set(values).where(eq(invitations.slug, 'raka'));
    await notificationsHeard(server.app);
  };
  it('writes title, Open Graph and Twitter tags into the head, the image as an absolute URL', async () => {
    const response = await get('/raka?to=abc');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Undangan Pernikahan Raka &amp; Ayu</title>');
    expect(metaOf(html, 'og:title')).toBe('Undangan Pernikahan Raka &amp; Ayu');
    expect(metaOf(html, 'og:description')).toBe(sample.invitation.meta_description);
    expect(metaOf(html, 'og:type')).toBe('website');
    expect(metaOf(html, 'og:url')).toBe('https://undangan.id/raka');
    expect(metaOf(html, 'og:image')).toBe('https://undangan.id/demo/cover.svg');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'twitter:title')).toBe('Undangan Pernikahan Raka &amp; Ayu');
    expect(metaOf(html, 'twitter:image')).toBe('https://undangan.id/demo/cover.svg');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
  });

  it('names the couple when the owner gave no meta title, and keeps an absolute image as it is', async () => {
    await setMeta({ meta_title: null, meta_description: null, meta_image: 'https://cdn.contoh.id/sampul.webp' });
    const html = (await get('/raka')).body;
    expect(metaOf(html, 'og:title')).toBe('Undangan Pernikahan Raka &amp; Ayu');
    expect(metaOf(html, 'og:description')).toBe(
      'Tanpa mengurangi rasa hormat, kami mengundang Anda untuk hadir di hari bahagia kami.',
    );
    expect(metaOf(html, 'og:image')).toBe('https://cdn.contoh.id/sampul.webp');
  });

  it('escapes every value', async () => {
    const attack = '"><script>alert(1)</script>';
    await setMeta({ meta_title: attack, meta_description: `$& $' ${attack}`, meta_image: `/x${attack}` });
    const html = (await get('/raka')).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    const escaped = '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;';
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(metaOf(html, 'og:title')).toBe(escaped);
    expect(metaOf(html, 'og:description')).toBe(`$&amp; $&#39; ${escaped}`);
    expect(metaOf(html, 'og:image')).toBe(`https://undangan.id/x${escaped}`);
    await setMeta({ meta_title: sample.invitation.meta_title, meta_image: sample.invitation.meta_image });
  });

  it('takes the address from PUBLIC_URL, never from the request', async () => {
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
    const html = (await get('/raka', forged)).body;
    expect(metaOf(html, 'og:url')).toBe('https://undangan.id/raka');
    expect(metaOf(html, 'og:image')).toBe('https://undangan.id/demo/cover.svg');
    expect(metaOf(html, 'twitter:image')).toBe('https://undangan.id/demo/cover.svg');
    expect(html).not.toContain('evil.example');
  });

  it('answers the plain page with 404 for an unknown slug', async () => {
    const response = await get('/tidak-ada');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe(INDEX_HTML);
  });

  it("leaves the app's own paths and files alone", async () => {
    for (const url of ['/demo', '/invitation']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
    }
    expect((await get('/favicon.svg')).body).toContain('<svg');
    // Not even an invitation stored under one of the service's own segments (from before the rule) is shown.
    await db()
      .insert(invitations)
      .values(
        RESERVED_SLUGS.map((slug) => ({
          id: `reserved-${slug}`,
          user_id: owner.user.id,
          slug,
          theme: 'floral-whimsy',
        })),
      );
    for (const slug of RESERVED_SLUGS) {
      const response = await get(`/${slug}`);
      expect(response.body, slug).not.toContain('og:url');
    }
    expect((await get('/v1/tidak-ada')).json()).toEqual({ message: 'Tidak ditemukan' });
  });

  it('is not there without a built app (API only)', async () => {
    const apiOnly = await testServer();
    try {
      const response = await apiOnly.app.inject('/raka');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Tidak ditemukan' });
    } finally {
      await apiOnly.close();
    }
  });
});
