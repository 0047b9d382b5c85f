import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { phoneForThisFile } from './chromium';
import { measureLayoutShift, summedLayoutShift } from './layout-shift-meter';
import { registerOwner, seriousAxeViolations, signedInPage, signedOutPage } from './owner-session';

const baseUrl = inject('baseUrl');
const phone = phoneForThisFile();

/** What a visit to `/` costs and shows: its layout shift, its script bytes and anything off. */
type Visit = { page: Page; shift: number; scriptBytes: number; problems: string[] };

/**
 * Opens the home page (the display face held back `fontDelayMs`, as on a slow line), scrolls it to its
 * end so every lazy picture loads, and sums the layout shifts and the scripts received.
 */
async function visitHome(context: BrowserContext, fontDelayMs = 0): Promise<Visit> {
  const page = await context.newPage();
  const problems: string[] = [];
  let scriptBytes = 0;
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  page.on('request', (request) => {
    if (!request.url().startsWith(baseUrl)) problems.push(`foreign request: ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    if (response.request().resourceType() === 'script') {
      void response
        .request()
        .sizes()
        .then((sizes) => (scriptBytes += sizes.responseBodySize + sizes.responseHeadersSize));
    }
  });
  await measureLayoutShift(page);
  if (fontDelayMs) {
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, fontDelayMs));
      await route.continue();
    });
  }
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(fontDelayMs);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  });
  // Every lazy picture has been near the screen now: each comes (or fails) in its box.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  const shift = await summedLayoutShift(page);
  return { page, shift, scriptBytes, problems };
}

describe('the home page (/) on a phone', () => {
  it('paints without a script, a foreign request or a layout shift, every picture loaded in its box', async () => {
    const { page, shift, scriptBytes, problems } = await visitHome(phone());
    expect(problems).toEqual([]);
    expect(shift).toBe(0);
    // JavaScript before the first tap: none at all (the budget of the guest's page is 100 KB).
    expect(scriptBytes).toBe(0);
    expect(await page.locator('script').count()).toBe(0);
    const pictures = await page.locator('img').evaluateAll((images) =>
      (images as HTMLImageElement[]).map((image) => ({
        src: image.src,
        loaded: image.complete && image.naturalWidth > 0,
      })),
    );
    expect(pictures.length).toBeGreaterThan(7);
    expect(pictures.filter((picture) => !picture.loaded)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.close();
  });

  it('does not move when its display face comes late (a slow line)', async () => {
    const { page, shift } = await visitHome(phone(), 800);
    expect(shift).toBe(0);
    await page.close();
  });

  it('has no serious accessibility violation, in Indonesian, with its headings in order', async () => {
    const page = await phone().newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.getAttribute('html', 'lang')).toBe('id');
    const levels = await page
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    const skipped = levels.filter((level, index) => index > 0 && level > levels[index - 1]! + 1);
    expect(skipped).toEqual([]);
    await page.close();
  });

  it("opens a question's answer without a script", async () => {
    const page = await phone().newPage();
    await page.goto(`${baseUrl}/`);
    const answer = page.getByText('Undangan tidak pernah berakhir sebelum seminggu setelah acara utama', {
      exact: false,
    });
    await expect.poll(() => answer.isVisible()).toBe(false);
    await page.getByText('Berapa lama undangan aktif?').click();
    await expect.poll(() => answer.isVisible()).toBe(true);
    await page.close();
  });

  it('"Buat Undangan" opens sign-up for a visitor, and "Masuk" sign-in', async () => {
    const page = await signedOutPage(phone(), baseUrl);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('link', { name: 'Buat Undangan' }).first().click();
    await page.waitForURL(`${baseUrl}/register`);
    await page.getByRole('heading', { name: 'Daftar' }).waitFor();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('link', { name: 'Masuk' }).first().click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.close();
  });

  it('"Buat Undangan" takes an owner signed in on this device to their invitations', async () => {
    const owner = await registerOwner(baseUrl, 'Sari Beranda');
    const page = await signedInPage(phone(), baseUrl, owner);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('link', { name: 'Buat Undangan' }).first().click();
    await page.waitForURL(`${baseUrl}/invitation`);
    await page.close();
  });
});
