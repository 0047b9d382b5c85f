import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FONT_FAMILIES } from '../../engine/tokens/font-families';
import { demoSectionSlugs, loadManifestFromDisk, THEME_IDS } from '../helpers';
import { phoneForThisFile } from './chromium';
import { computedColourOf } from './computed-colour';
import { openInvitation } from './open-invitation';

const baseUrl = inject('baseUrl');
const phone = phoneForThisFile();

/** Opens a path and records everything a visitor would not want: errors, failed or foreign requests, writes. */
async function visit(path: string) {
  const page = await phone().newPage();
  const problems: string[] = [];
  const writes: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  page.on('request', (request) => {
    if (!request.url().startsWith(baseUrl) && !request.url().startsWith('data:'))
      problems.push(`foreign request: ${request.url()}`);
    if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  return { page, problems, writes };
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe('/demo', () => {
  it('lists every theme with a preview that opens its demo', async () => {
    const { page, problems } = await visit('/demo');
    await expect.poll(() => page.locator('.theme-card').count()).toBe(THEME_IDS.length);
    expect(problems).toEqual([]);
    await page.getByRole('link', { name: 'Buka demo tema Traditional Balinese' }).click();
    await page.waitForURL(`${baseUrl}/demo/traditional-balinese`);
    await page.locator('#opening').waitFor({ state: 'attached' });
    await page.close();
  });

  it('answers an unknown theme in Indonesian', async () => {
    const page = await phone().newPage();
    await page.goto(`${baseUrl}/demo/tidak-ada`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Halaman tidak ditemukan');
    await page.close();
  });
});

describe.each(THEME_IDS)('/demo/%s on a phone', (id) => {
  it('renders every section without a console error, a failed request or a write', async () => {
    const manifest = loadManifestFromDisk(id);
    const { page, problems, writes } = await visit(`/demo/${id}`);
    await page.locator('#opening').waitFor({ state: 'attached' });
    await openInvitation(page);
    const shown = await page
      .locator('.invitation > section, .invitation > footer')
      .evaluateAll((els) => els.map((e) => e.id));
    expect(shown).toEqual(demoSectionSlugs(id));

    // Scroll through the page so lazy images load too, then check again.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 30));
      }
    });
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    expect(writes).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    const heading = FONT_FAMILIES[manifest.tokens.fonts.heading].split(',')[0] as string;
    expect(await page.evaluate((family) => document.fonts.check(`16px ${family}`), heading)).toBe(true);
    // Read again if the element was replaced between finding and reading it (a detached element has no
    // computed style: '' once seen in CI on a loaded machine).
    await expect
      .poll(() => page.locator('.invitation').evaluate((el) => getComputedStyle(el).backgroundColor), {
        timeout: 5_000,
      })
      .toBe(computedColourOf(manifest.tokens.colors.background));
    await page.close();
  });
});
