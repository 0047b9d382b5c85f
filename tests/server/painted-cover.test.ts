import { and, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationPage } from '../../schemas/invitation-page.schema';
import { guests, invitationSections, invitations } from '../../server/db/schema';
import { PUBLIC_PAGE_SOURCE } from '../../server/services/public-page/painted-page';
import floralWhimsy from '../../manifests/floral-whimsy/manifest.json';
import { themeAssetUrl } from '../../engine/tokens/theme-asset-url';
import { cspDirectives } from './csp';
import { registerOwner, standInApp, testServer, type TestServer } from './harness';
import { insertManyWishes, storeSample } from './invitation-sample';
import { notificationsHeard } from './notifications-heard';

/**
 * The cover the server paints into a published invitation's HTML (GET /{slug}), with the theme's
 * fonts, the guest route's chunks and the page's data. The built app is a stand-in: an index.html
 * and Vite's manifest naming floral-whimsy's fonts and the public page's chunks.
 */

const INDEX_HTML = `<!doctype html>
<html lang="id">
  <head>
    <meta name="theme-color" content="#ffffff" />
    <title>Undangan Digital</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const VITE_MANIFEST = {
  'index.html': { file: 'assets/index.js', isEntry: true },
  [PUBLIC_PAGE_SOURCE]: { file: 'assets/public-page.js', imports: ['index.html', '_themed.js'] },
  '_themed.js': { file: 'assets/themed.js', imports: ['index.html'] },
  '../manifests/floral-whimsy/manifest.json': { file: 'assets/manifest-floral.js' },
  '../node_modules/@fontsource/great-vibes/latin-400.css': { file: 'assets/great-vibes.css' },
  '../node_modules/@fontsource/lora/latin-400.css': { file: 'assets/lora.css' },
  '../node_modules/@fontsource/great-vibes/files/great-vibes-latin-400-normal.woff2': {
    file: 'assets/great-vibes.woff2',
  },
  '../node_modules/@fontsource/lora/files/lora-latin-400-normal.woff2': { file: 'assets/lora.woff2' },
};
const dist = standInApp({ 'index.html': INDEX_HTML, '.vite/manifest.json': JSON.stringify(VITE_MANIFEST) });

let server: TestServer;
let guest: { code: string };
const html = async (url: string) => {
  const response = await server.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
};
/** The painted cover: from its element to the inline script after it. */
const coverOf = (page: string) => page.match(/<div id="painted-cover"[\s\S]*?(?=\n\s*<script>)/)?.[0];
const embeddedOf = (page: string) => {
  const json = page.match(/<script type="application\/json" id="invitation-page-data">([\s\S]*?)<\/script>/)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as { slug: string; guestCode: string; page: unknown });
};

beforeAll(async () => {
  server = await testServer({ staticDir: dist });
  const owner = await registerOwner(server.app, 'Raka');
  await storeSample(server.database.db, owner.user.id, 'raka');
  const [budi] = await server.database.db
    .insert(guests)
    .values({ invitation_id: 'raka-invitation', name: 'Budi Santoso' })
    .returning();
  guest = budi!;
  await storeSample(server.database.db, owner.user.id, 'ramai');
  await insertManyWishes(server.database.db, 'ramai-invitation', 2000, 'ramai-many');
}, 60_000);
afterAll(() => server.close());

describe('the painted cover of GET /{slug}', () => {
  it("paints the cover in the theme with the couple, the guest's name and the open button", async () => {
    const cover = coverOf(await html(`/raka?to=${guest.code}`));
    expect(cover).toBeDefined();
    expect(cover).toContain(`style="--color-primary:${floralWhimsy.tokens.colors.primary};`);
    expect(cover).toContain('--ornament-frame:url(&quot;/themes/floral-whimsy/frame.svg&quot;)');
    expect(cover).toContain('--ornament-illustration:url(&quot;/themes/floral-whimsy/illustration.svg&quot;)');
    expect(cover).toContain('<p class="cover__title">The Wedding Of</p>');
    expect(cover).toContain('<span>Raka</span><span class="cover__amp">&amp;</span><span>Ayu</span>');
    expect(cover).toContain('<p class="cover__greeting">Kepada Yth. Bapak/Ibu/Saudara/i</p>');
    expect(cover).toContain('<p class="cover__guest-name">Budi Santoso</p>');
    expect(cover).toContain('Buka Undangan</button>');
    // Painted at rest (the app takes it over without a jump), with a word for a phone without JavaScript.
    expect(cover).toContain('<div class="cover cover--still"');
    expect(cover).toContain(
      '<noscript><p class="cover__noscript">Aktifkan JavaScript untuk membuka undangan ini.</p></noscript>',
    );
    expect(coverOf(await html('/raka'))).not.toContain('cover__guest-name');
  });

  it("names the theme's colour and picture in the head, and its fonts and the app's scripts for after the paint", async () => {
    const page = await html('/raka');
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(`<meta name="theme-color" content="${floralWhimsy.tokens.colors.background}" />`);
    // The fonts wait for the first paint too (files first, so they are fetched while their stylesheets
    // come); only a phone without JavaScript links the stylesheets from the head.
    const fonts = /<meta name="cover-fonts" content="([^"]+)" \/>/.exec(head)?.[1]?.split(' ');
    expect(fonts?.slice(0, 2).sort()).toEqual(['/assets/great-vibes.woff2', '/assets/lora.woff2']);
    expect(fonts?.slice(2).sort()).toEqual(['/assets/great-vibes.css', '/assets/lora.css']);
    expect(head.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')).not.toMatch(
      /rel="stylesheet" href="\/assets\/(lora|great)/,
    );
    const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(head)?.[1];
    expect(noscript).toContain('<link rel="stylesheet" href="/assets/great-vibes.css" />');
    expect(noscript).toContain('<link rel="stylesheet" href="/assets/lora.css" />');
    // Without a couple photo, the cover's largest picture is the theme's illustration.
    expect(head).toContain(
      '<link rel="preload" as="image" href="/themes/floral-whimsy/illustration.svg" fetchpriority="high" />',
    );
    // The ornaments the cover shows come with it (a full-bleed cover's largest paint may be a corner);
    // the divider, shown only in the sections, does not, nor the frame on a cover with a layout (which
    // sets the names free of it). tests/browser/painted-cover.test.ts holds this against what each
    // theme's cover draws.
    const ornaments: Record<string, string | undefined> = floralWhimsy.tokens.ornaments;
    const shown = floralWhimsy.layouts.cover ? ['pattern', 'corner'] : ['pattern', 'corner', 'frame'];
    const preloaded = [...head.matchAll(/<link rel="preload" as="image" href="([^"]+)" \/>/g)].map((m) => m[1]);
    expect(preloaded.sort()).toEqual(
      shown
        .map((name) => ornaments[name] && themeAssetUrl('floral-whimsy')(ornaments[name]))
        .filter(Boolean)
        .sort(),
    );
    expect(preloaded.length).toBeGreaterThan(0);
    // Before anything else the head fetches: requested after the stylesheet, an ornament could miss
    // the cover's first frame and paint after the app's scripts were requested.
    const firstOther = head.search(/<(link|script)\b(?![^>]*as="image")/);
    expect(firstOther).toBeGreaterThan(0);
    for (const href of [...preloaded, '/themes/floral-whimsy/illustration.svg']) {
      expect(head.indexOf(`href="${href}"`)).toBeLessThan(firstOther);
    }
    // No script the browser fetches before the cover paints: the entry, then the guest route's chunks,
    // wait in a meta for the painted cover's script.
    expect(head).not.toMatch(/<script|modulepreload/);
    const scripts = /<meta name="app-scripts" content="([^"]+)" \/>/.exec(head)?.[1]?.split(' ');
    expect(scripts).toEqual([
      '/assets/index.js',
      '/assets/public-page.js',
      '/assets/themed.js',
      '/assets/manifest-floral.js',
    ]);
  });

  it("preloads the couple's photo as the cover's picture when there is one", async () => {
    const photo = '/media/raka-cover.webp';
    await server.database.db
      .update(invitationSections)
      .set({ image: photo })
      .where(and(eq(invitationSections.invitation_id, 'raka-invitation'), eq(invitationSections.slug, 'opening')));
    await notificationsHeard(server.app);
    try {
      const page = await html('/raka');
      expect(page).toContain(`<link rel="preload" as="image" href="${photo}" fetchpriority="high" />`);
      expect(page).not.toContain('href="/themes/floral-whimsy/illustration.svg"');
    } finally {
      await server.database.db
        .update(invitationSections)
        .set({ image: null })
        .where(and(eq(invitationSections.invitation_id, 'raka-invitation'), eq(invitationSections.slug, 'opening')));
      await notificationsHeard(server.app);
    }
  });

  it('embeds the same page the API answers, for this slug and guest link', async () => {
    const embedded = embeddedOf(await html(`/raka?to=${guest.code}`));
    const api = await server.app.inject(`/v1/invitation/slug/raka/page?to=${guest.code}`);
    expect(embedded).toEqual({ slug: 'raka', guestCode: guest.code, page: (api.json() as { data: unknown }).data });
    expect(embeddedOf(await html('/raka'))?.guestCode).toBeNull();
  });

  it('embeds 5 of 2,000 wishes, the newest, and their total: the HTML does not grow with the wishes', async () => {
    const page = await html('/ramai');
    const entries = page.match(/"id":"ramai-many-\d+"/g) ?? [];
    expect(entries).toEqual([0, 1, 2, 3, 4].map((n) => `"id":"ramai-many-${n}"`));
    const embedded = embeddedOf(page)?.page as InvitationPage;
    expect(embedded.newest_wishes).toHaveLength(5);
    expect(embedded.wish_total).toBeGreaterThan(2000);
  });

  it("keeps a guest's name text, in the cover and in the embedded data", async () => {
    const attack = '</script><script>alert(1)</script> $& "Budi"';
    const [evil] = await server.database.db
      .insert(guests)
      .values({ invitation_id: 'raka-invitation', name: attack })
      .returning();
    const page = await html(`/raka?to=${evil!.code}`);
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(coverOf(page)).toContain(
      '<p class="cover__guest-name">&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; &quot;Budi&quot;</p>',
    );
    expect((embeddedOf(page)?.page as InvitationPage).guest?.name).toBe(attack);
  });

  it("lets the page's Content-Security-Policy run the cover's inline script and no other", async () => {
    const response = await server.app.inject(`/raka?to=${guest.code}`);
    const scriptSources = cspDirectives(response.headers['content-security-policy']).get('script-src');
    // Every script element that runs without a src (JSON data does not run).
    const inline = [
      ...response.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0]![1]!).digest('base64')}'`;
    expect(scriptSources?.filter((source) => source.startsWith("'sha"))).toEqual([hash]);
    expect(scriptSources).not.toContain("'unsafe-inline'");
  });

  it('sends the page without a guest for a malformed personal link (?to given twice)', async () => {
    const page = await html(`/raka?to=${guest.code}&to=x`);
    expect(coverOf(page)).toBeDefined();
    expect(coverOf(page)).not.toContain('cover__guest-name');
  });

  it('sends the page without a cover for a theme it does not know', async () => {
    await server.database.db.update(invitations).set({ theme: 'tidak-ada' }).where(eq(invitations.slug, 'raka'));
    await notificationsHeard(server.app);
    try {
      const page = await html('/raka');
      expect(page).not.toContain('painted-cover');
      expect(page).toContain('<meta property="og:title"');
    } finally {
      await server.database.db.update(invitations).set({ theme: 'floral-whimsy' }).where(eq(invitations.slug, 'raka'));
      await notificationsHeard(server.app);
    }
  });
});
