import { readdirSync, realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { TEMPLATE_CACHE } from '../../server/db/pglite-template.mjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST } from '../../engine/manifest/token-contrast';
import { freePort } from '../free-port';
import { loadManifestFromDisk, THEME_IDS } from '../helpers';
import { launchPhone } from './chromium';

/**
 * The theme studio (app/studio/) on the development server, which alone has it; and the production
 * build (the browser project's server) without it.
 */

const root = resolve(import.meta.dirname, '../..');
let server: ViteDevServer;
let studioUrl: string;
let browser: Awaited<ReturnType<typeof launchPhone>>;
/**
 * The development server's dependency cache, kept between runs beside the project's other caches:
 * removed after the file, it failed the run when Vite was still writing it as it closed (ENOTEMPTY
 * after 2 s of retries on a loaded CI machine).
 */
const cacheDir = join(TEMPLATE_CACHE, 'studio-vite');

beforeAll(async () => {
  const port = await freePort();
  server = await createServer({
    configFile: join(root, 'vite.config.ts'),
    mode: 'development',
    cacheDir,
    logLevel: 'warn',
    // The project's packages where they really are (node_modules may be a link to another folder).
    server: {
      port,
      strictPort: true,
      host: '127.0.0.1',
      fs: { allow: [root, realpathSync(join(root, 'node_modules'))] },
    },
  });
  await server.listen();
  studioUrl = `http://127.0.0.1:${port}/studio`;
  browser = await launchPhone({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
    deviceScaleFactor: 1,
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const editorText = (page: Page) => page.getByLabel('Manifest JSON').inputValue();

/** The text with the theme's `tokens.colors.text` set to `colour`. */
const withTextColour = (text: string, colour: string) =>
  text.replace(/("colors"\s*:\s*\{[^}]*?"text"\s*:\s*")#[0-9a-fA-F]{6}(")/, `$1${colour}$2`);

describe('the theme studio', () => {
  it("shows a low-contrast colour's problem at its JSON path, and the preview takes the fixed colour", async () => {
    const theme = THEME_IDS[0]!;
    const { colors } = loadManifestFromDisk(theme).tokens;
    const page = await browser.context.newPage();
    await page.goto(`${studioUrl}?theme=${theme}`, { timeout: 150_000 });
    await expect.poll(() => editorText(page), { timeout: 120_000 }).toContain(`"id": "${theme}"`);
    await page.getByText('themes:check passes').waitFor({ timeout: 60_000 });
    const original = await editorText(page);

    // The text in the background's own colour: unreadable.
    await page.getByLabel('Manifest JSON').fill(withTextColour(original, colors.background));
    const problem = page.getByRole('button', { name: /\/tokens\/colors\/text .*contrast/ }).first();
    await problem.waitFor({ timeout: 30_000 });
    await problem.click();
    const selected = await page
      .getByLabel('Manifest JSON')
      .evaluate((area: HTMLTextAreaElement) => area.value.slice(area.selectionStart, area.selectionEnd));
    expect(selected).toBe(`"text": "${colors.background}"`);

    // Fixed with black or white, whichever reads on both the background and the surface.
    const fix = ['#000000', '#ffffff'].find((colour) =>
      [colors.background, colors.surface].every((behind) => contrastRatio(colour, behind) >= MIN_TEXT_CONTRAST),
    )!;
    await page.getByLabel('Manifest JSON').fill(withTextColour(original, fix));
    await page.getByText('themes:check passes').waitFor({ timeout: 30_000 });
    const frame = page.frameLocator('iframe[data-frame="phone-page"]');
    await expect
      .poll(
        () =>
          frame
            .locator('.invitation-page')
            .evaluate((element) => getComputedStyle(element).getPropertyValue('--color-text').trim()),
        { timeout: 90_000 },
      )
      .toBe(fix);
    await page.close();
  }, 300_000);
});

describe('the production build', () => {
  it('has no theme studio: no chunk, and /studio is the page of no route', async () => {
    expect(readdirSync(join(root, 'dist', 'assets')).filter((file) => /studio/.test(file))).toEqual([]);
    const page = await browser.context.newPage();
    await page.goto(`${inject('baseUrl')}/studio`);
    await page.getByRole('heading', { name: 'Halaman tidak ditemukan' }).waitFor();
    expect(await page.getByLabel('Manifest JSON').count()).toBe(0);
    await page.close();
  });
});
