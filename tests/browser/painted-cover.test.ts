import { describe, expect, inject, it } from 'vitest';
import { launchPhone, phoneForThisFile } from './chromium';
import { computedColourOf } from './computed-colour';
import { openInvitation } from './open-invitation';
import { FONT_FAMILIES } from '../../engine/tokens/font-families';
import { readThemeManifest, themeIds } from '../../server/services/invitations/theme-manifests';
import { DEMO } from '../../server/db/seed';

const baseUrl = inject('baseUrl');
const slug = inject('demoSlug');
const guestCode = inject('demoGuestCode');
const phone = phoneForThisFile();
const guestLink = `${baseUrl}/${slug}?to=${guestCode}`;

describe('the cover the server paints (before any JavaScript)', () => {
  it('shows the whole cover in the theme on a phone that runs no JavaScript', async () => {
    const { context, close } = await launchPhone({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(guestLink, { waitUntil: 'networkidle' });
      const cover = page.locator('#painted-cover .cover');
      await expect.poll(() => cover.isVisible()).toBe(true);
      expect(await cover.getByText('Budi Santoso').isVisible()).toBe(true);
      expect(await cover.getByText('Kepada Yth. Bapak/Ibu/Saudara/i').isVisible()).toBe(true);
      expect(await cover.getByRole('button', { name: 'Buka Undangan' }).isVisible()).toBe(true);
      // Painted by the theme's stylesheet and tokens (its background, its script face), not left unstyled.
      const { colors, fonts } = readThemeManifest(DEMO.theme).tokens;
      expect(await cover.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
        computedColourOf(colors.background),
      );
      expect(await cover.locator('.cover__names').evaluate((el) => getComputedStyle(el).fontFamily)).toContain(
        FONT_FAMILIES[fonts.script].split(',')[0]!.replace(/'/g, ''),
      );
    } finally {
      await close();
    }
  });

  it("preloads the pictures its cover shows and no other, on every theme's demo", async () => {
    const { context, close } = await launchPhone({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const theme of themeIds()) {
        await page.goto(`${baseUrl}/demo/${theme}`, { waitUntil: 'load' });
        const { preloaded, shown } = await page.evaluate(() => {
          const path = (href: string) => new URL(href, location.href).pathname;
          const urls = (style: CSSStyleDeclaration) =>
            [...style.backgroundImage.matchAll(/url\("?([^")]+)"?\)/g)].map((m) => path(m[1]!));
          const cover = document.querySelector('#painted-cover')!;
          const rendered = [cover, ...cover.querySelectorAll('*')].filter(
            (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility === 'visible',
          );
          const pictures = rendered.flatMap((el) => [
            ...['', '::before', '::after'].flatMap((pseudo) => urls(getComputedStyle(el, pseudo || null))),
            ...(el instanceof HTMLImageElement ? [path(el.currentSrc)] : []),
          ]);
          return {
            preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((l) =>
              path(l.href),
            ),
            shown: [...new Set(pictures)],
          };
        });
        expect(preloaded.sort(), theme).toEqual(shown.sort());
      }
    } finally {
      await close();
    }
  });

  it("names the guest's start among the app's scripts (the build names it as the server expects)", async () => {
    const html = await (await fetch(guestLink)).text();
    const scripts = /<meta name="app-scripts" content="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
    expect(scripts.some((href) => /\/assets\/guest-entry-[^/]+\.js$/.test(href))).toBe(true);
  });

  it("fetches the theme's fonts and the app's JavaScript only once the painted cover has painted", async () => {
    const page = await phone().newPage();
    await page.goto(guestLink, { waitUntil: 'networkidle' });
    const startsOf = (pattern: RegExp) =>
      page.evaluate(
        (source) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => new RegExp(source).test(entry.name))
            .map((entry) => entry.startTime),
        pattern.source,
      );
    const paint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    );
    const scripts = await startsOf(/\.js$/);
    const fonts = await startsOf(/\.woff2$|\/latin-400-[^/]+\.css$/);
    expect(scripts.length).toBeGreaterThan(0);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint);
    // floral-whimsy's three faces and their stylesheets, each fetched once, all after the paint.
    expect(fonts).toHaveLength(6);
    expect(Math.min(...fonts)).toBeGreaterThanOrEqual(paint);
    // And the cover then shows in the theme's type.
    await expect.poll(() => page.evaluate(() => document.fonts.check('32px "Great Vibes"', 'Raka'))).toBe(true);
    await page.close();
  });

  it("runs the app's entry only once the cover's picture has come, so its running cannot hold the picture's paint back", async () => {
    const html = await (await fetch(guestLink)).text();
    const picture = /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high"/.exec(html)?.[1];
    expect(picture).toBeTruthy();
    const page = await phone().newPage();
    // The picture comes late (a slow line): the scripts are fetched, but the entry waits for it.
    await page.route(`${baseUrl}${picture}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.addInitScript(() => {
      const seen = window as unknown as { entryAddedAt?: number };
      new MutationObserver(() => {
        if (seen.entryAddedAt === undefined && document.querySelector('head script[type="module"][src]')) {
          seen.entryAddedAt = performance.now();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(guestLink, { waitUntil: 'networkidle' });
    await page.locator('#opening').waitFor({ state: 'attached' });
    const timing = await page.evaluate((href) => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const entry = resources.find((e) => e.name.endsWith(href));
      const scripts = resources.filter((e) => /\.js$/.test(e.name));
      return {
        pictureEnd: entry?.responseEnd ?? NaN,
        entryAddedAt: (window as unknown as { entryAddedAt?: number }).entryAddedAt ?? NaN,
        firstScript: Math.min(...scripts.map((e) => e.startTime)),
      };
    }, picture!);
    // The chunks were fetched while the picture was on its way; the entry was added after it came.
    expect(timing.firstScript).toBeLessThan(timing.pictureEnd);
    expect(timing.entryAddedAt).toBeGreaterThanOrEqual(timing.pictureEnd);
    await page.close();
  });

  it('is taken over by the app without a second cover or a second call for the page', async () => {
    const page = await phone().newPage();
    const pageCalls: string[] = [];
    page.on('request', (request) => request.url().includes('/page') && pageCalls.push(request.url()));
    await page.goto(guestLink, { waitUntil: 'networkidle' });
    await page.locator('#opening').waitFor({ state: 'attached' });
    expect(await page.locator('#painted-cover').count()).toBe(0);
    expect(await page.locator('.cover').count()).toBe(1);
    expect(await page.getByTestId('invitation-cover').getByText('Budi Santoso').isVisible()).toBe(true);
    expect(pageCalls).toEqual([]);
    // Under the cover the page is laid out but not painted (no section counts as the largest paint).
    const content = page.locator('main.invitation-page__content');
    expect(await content.evaluate((main) => getComputedStyle(main).visibility)).toBe('hidden');
    await page.getByRole('button', { name: 'Buka Undangan' }).click();
    expect(await content.evaluate((main) => getComputedStyle(main).visibility)).toBe('visible');
    await page.locator('[data-flows="live"]').waitFor();
    await page.close();
  });

  it('draws the page under the cover only as far as the screen reaches, and the rest once it opens', async () => {
    const page = await phone().newPage();
    await page.goto(guestLink, { waitUntil: 'networkidle' });
    await page.locator('#opening').waitFor({ state: 'attached' });
    // Twenty frames go by under the cover: a section a frame, stopping at the screen's bottom.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          let frames = 0;
          const count = () => (++frames >= 20 ? resolve(frames) : requestAnimationFrame(count));
          requestAnimationFrame(count);
        }),
    );
    const drawnSections = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.invitation > section, .invitation > footer')].map(
          (section) => section.getBoundingClientRect().bottom,
        ),
      );
    const covered = await drawnSections();
    const screen = await page.evaluate(() => window.innerHeight);
    expect(covered.at(-1)).toBeGreaterThanOrEqual(screen);
    // No section drawn beyond the one that reaches the screen's bottom.
    expect(covered.slice(0, -1).every((bottom) => bottom < screen)).toBe(true);

    await openInvitation(page);
    expect((await drawnSections()).length).toBeGreaterThan(covered.length + 2);
    await page.close();
  });

  it('opens by itself when the guest tapped the painted cover before the app was ready', async () => {
    const page = await phone().newPage();
    // A slow connection: the app's page code (the themed invitation, in the invitation kit's chunk)
    // arrives two seconds late.
    await page.route('**/assets/invitation-kit-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.goto(guestLink, { waitUntil: 'commit' });
    const painted = page.locator('#painted-cover .cover__open');
    await painted.click();
    expect(await painted.getAttribute('aria-busy')).toBe('true');
    await page.locator('[data-flows="live"]').waitFor({ timeout: 15_000 });
    await page.getByTestId('invitation-cover').waitFor({ state: 'hidden' });
    expect(await page.locator('#painted-cover').count()).toBe(0);
    await page.close();
  });
});
