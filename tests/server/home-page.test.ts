import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationPlans, invitationPrivate, invitations } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { HOME_PREVIEW_IMAGE } from '../../server/services/home-page/home-page-html';
import { cspDirectives } from './csp';
import { registerOwner, standInApp, testServer, type TestServer } from './harness';
import { SETUP_TIMEOUT, storeSample } from './invitation-sample';
import { notificationsHeard } from './notifications-heard';
import { countQueries } from './query-counter';

/**
 * GET / (docs/product.md#home-page): the server's own HTML, from the database's plans and showcase,
 * kept and made again when they change. The built app is a stand-in naming the brand's display face.
 */

const PUBLIC_URL = 'https://undangan.example';
const FONT = '/assets/dm-serif-display-latin-400-normal-Ab12Cd34.woff2';
const FOREIGN_PICTURE = 'https://foto.example/sampul.jpg';
const dist = standInApp({
  'index.html': '<!doctype html><html><head><title>Undangan</title></head><body><div id="root"></div></body></html>',
  '.vite/manifest.json': JSON.stringify({
    '../node_modules/@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2': {
      file: FONT.slice(1),
    },
  }),
});

let server: TestServer;
const home = async () => {
  const response = await server.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};
const body = async () => (await home()).body;

/** The showcase's links: the slugs of the invitations the page lists. */
const listed = (html: string) => [...html.matchAll(/class="home-example" href="\/([^"]+)"/g)].map(([, slug]) => slug);

beforeAll(async () => {
  server = await testServer({ staticDir: dist, publicUrl: PUBLIC_URL });
  const db = server.database.db;
  await seedDemo(db);
  const owner = await registerOwner(server.app, 'Raka');
  const showcased = { showcase: 'portofolio' };
  await storeSample(db, owner.user.id, 'tampil-terbit', showcased);
  await storeSample(db, owner.user.id, 'tampil-draf', showcased);
  await storeSample(db, owner.user.id, 'tampil-lewat', showcased);
  await storeSample(db, owner.user.id, 'tanpa-izin');
  await db.update(invitations).set({ status: 'draft' }).where(eq(invitations.slug, 'tampil-draf'));
  // A link-preview picture on another site: the page shows the theme's illustration instead.
  await db.update(invitations).set({ meta_image: FOREIGN_PICTURE }).where(eq(invitations.slug, 'tampil-terbit'));
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  await db.update(invitations).set({ expired_at: yesterday }).where(eq(invitations.slug, 'tampil-lewat'));
  await notificationsHeard(server.app);
}, SETUP_TIMEOUT);
afterAll(() => server.close());

describe('GET /', () => {
  it('answers the whole page in Indonesian, with its stylesheet inline and no script', async () => {
    const response = await home();
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toMatch(/^<!doctype html>\n<html lang="id">/);
    expect(html).toContain('<h1 id="home-title" class="home-hero__title">Undangan yang seindah hari bahagia Anda</h1>');
    for (const heading of ['Cara kerja', 'Harga', 'FAQ']) expect(html).toContain(`>${heading}</p>`);
    for (const step of ['Pilih tema', 'Isi data mempelai &amp; acara', 'Bayar paket', 'Bagikan ke tamu']) {
      expect(html).toContain(`<h3 class="home-step__title">${step}</h3>`);
    }
    expect(html.match(/<details class="home-faq__item">/g)).toHaveLength(6);
    expect(html).not.toMatch(/<script|<link rel="stylesheet"/);
    expect(html).toMatch(/<style>[^<]*--brand-rose: ?#9e3b55[^<]*\.home-hero\{/);
  });

  it('lists the plans from the database with their prices, lowest tier first', async () => {
    const html = await body();
    const names = [...html.matchAll(/<h3 class="home-plan__name">(\w+)<\/h3>/g)].map(([, name]) => name);
    expect(names).toEqual(['Fair', 'Mediaval', 'Luxury']);
    for (const price of ['Rp 49.000', 'Rp 99.000', 'Rp 199.000']) expect(html).toContain(price);
    expect(html).toContain('Aktif 365 hari sejak pembayaran');
    expect(html).toContain('Buku tamu QR &amp; layar sapaan di lokasi acara');
    expect(html).not.toContain('<s ');
  });

  it("shows a plan's discount with the usual price struck through once the database has it, and drops it again", async () => {
    const { db } = server.database;
    await body();
    await db.update(invitationPlans).set({ discount_price: 79_000 }).where(eq(invitationPlans.code, 'mediaval'));
    await notificationsHeard(server.app);
    const discounted = await body();
    expect(discounted).toMatch(
      /<s class="home-plan__usual"><span class="visually-hidden">Harga normal <\/span>Rp 99\.000<\/s>.*?Rp 79\.000/,
    );
    await db.update(invitationPlans).set({ discount_price: null }).where(eq(invitationPlans.code, 'mediaval'));
    await notificationsHeard(server.app);
    expect(await body()).not.toContain('Rp 79.000');
  });

  it('lists only published, unexpired invitations their owners opted in, and follows their changes', async () => {
    const { db } = server.database;
    expect(listed(await body()).sort()).toEqual(['raka-dan-ayu', 'tampil-terbit']);
    await db
      .update(invitationPrivate)
      .set({ person_nickname: 'Bima' })
      .where(eq(invitationPrivate.invitation_id, 'tampil-terbit-invitation'));
    await notificationsHeard(server.app);
    expect(await body()).toContain('Bima &amp; ');
    // The owner turns "Tampilkan sebagai contoh" off.
    await db.update(invitations).set({ showcase: null }).where(eq(invitations.slug, 'tampil-terbit'));
    await notificationsHeard(server.app);
    expect(listed(await body())).toEqual(['raka-dan-ayu']);
    await db.update(invitations).set({ showcase: 'portofolio' }).where(eq(invitations.slug, 'tampil-terbit'));
  });

  it('leaves out a listed invitation once it expires, though nothing was written', async () => {
    const { db } = server.database;
    const soon = new Date(Date.now() + 1_500).toISOString();
    await db.update(invitations).set({ expired_at: soon }).where(eq(invitations.slug, 'tampil-terbit'));
    await notificationsHeard(server.app);
    expect(listed(await body())).toContain('tampil-terbit');
    await new Promise((resolve) => setTimeout(resolve, Date.parse(soon) - Date.now() + 100));
    expect(listed(await body())).toEqual(['raka-dan-ayu']);
    await db.update(invitations).set({ expired_at: null }).where(eq(invitations.slug, 'tampil-terbit'));
    await notificationsHeard(server.app);
  });

  it('links "Buat Undangan" to sign-up and "Masuk" to sign-in, and every theme card to its demo', async () => {
    const html = await body();
    expect(html).toMatch(/<a class="home-button home-button--primary" href="\/register">Buat Undangan<\/a>/);
    expect(html).toMatch(/href="\/login">Masuk<\/a>/);
    const demos = [...html.matchAll(/class="home-theme" href="\/demo\/([a-z-]+)"/g)].map(([, theme]) => theme);
    expect(demos).toHaveLength(7);
    expect(html).toContain('src="/themes/floral-whimsy/illustration.svg"');
  });

  it('carries its link preview with PUBLIC_URL and names nothing on another site', async () => {
    const html = await body();
    const meta = (key: string) => html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];
    expect(meta('og:url')).toBe(`${PUBLIC_URL}/`);
    expect(meta('og:image')).toBe(`${PUBLIC_URL}${HOME_PREVIEW_IMAGE}`);
    expect(meta('og:title')).toMatch(/^Undangan Digital/);
    expect(meta('og:description')).toBeTruthy();
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/" />`);
    // Every address but the link preview's and the canonical one (which name the site itself) is a path.
    const addresses = [...html.matchAll(/(?:href|src|content)="([^"]*:\/\/[^"]*)"/g)].map(([, url]) => url!);
    expect(addresses.filter((url) => !url.startsWith(`${PUBLIC_URL}/`))).toEqual([]);
    expect(html).not.toMatch(/url\((?!\/)[^)]*\)/);
    expect(html).not.toContain(FOREIGN_PICTURE);
    expect(html).toMatch(
      /href="\/tampil-terbit"><span class="home-example__picture home-example__picture--art"><img src="\/themes\/floral-whimsy\/illustration.svg"/,
    );
  });

  it('preloads the display face from the build and lets its inline stylesheet in by its hash', async () => {
    const response = await home();
    expect(response.body).toContain(`<link rel="preload" as="font" type="font/woff2" href="${FONT}" crossorigin />`);
    expect(response.body).toContain(`font-display:optional;src:url(${FONT}) format('woff2')`);
    const style = response.body.match(/<style>([\s\S]*?)<\/style>/)![1]!;
    const { createHash } = await import('node:crypto');
    const hash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
    const csp = cspDirectives(response.headers['content-security-policy']);
    expect(csp.get('style-src-elem')).toEqual(["'self'", hash]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    // Another page's policy stays as it was.
    const other = cspDirectives((await server.app.inject('/demo')).headers['content-security-policy']);
    expect(other.get('style-src-elem')).toEqual(["'self'"]);
  });

  it('answers from its kept copy without a query, compressed once', async () => {
    await body();
    const queries = countQueries(server.database.db);
    try {
      const first = await server.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
      const second = await server.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
      expect(first.headers['content-encoding']).toBe('br');
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(queries.count()).toBe(0);
    } finally {
      queries.stop();
    }
  });

  it('may be listed by search engines, unlike the invitations', async () => {
    expect((await home()).headers['x-robots-tag']).toBeUndefined();
  });
});
