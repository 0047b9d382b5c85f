/**
 * `npm run shots [slug ...]`: opens /demo/<slug> for every theme (or those given) in Chromium and
 * saves, under shots/:
 * - at 390x844 (a phone): the cover, the whole page once opened and scrolled through (each section
 *   has entered) and one screen in the middle with the navigation bar and the music button:
 *   <slug>-cover.png, -page.png and -screen.png;
 * - at 320, 390 and 430 px wide and on a 1280x800 laptop: the cover and the first screen after
 *   opening (the hero), put side by side for all themes in contact sheets:
 *   sheet-covers-<width>.png and sheet-heroes-<width>.png.
 * Needs a running app (`npm start`); BASE_URL to point elsewhere.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { launchPhone } from '../tests/browser/chromium';
import { allManifestFiles } from './manifest-files';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const out = resolve(import.meta.dirname, '..', 'shots');
const slugs = process.argv.slice(2).length
  ? process.argv.slice(2)
  : allManifestFiles().map((file) => file.split('/').at(-2) as string);
const SHEET_SIZES = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 430, height: 932 },
  { width: 1280, height: 800 },
];

mkdirSync(out, { recursive: true });

/** Opens a theme's demo and waits for its cover; `open` taps it and waits for the live page. */
async function openDemo(page: Page, slug: string) {
  await page.goto(`${base}/demo/${slug}`, { waitUntil: 'networkidle' });
  await page.locator('.invitation').waitFor({ state: 'attached' });
}
async function openCover(page: Page) {
  await page.locator('.cover__open').click();
  await page.locator('[data-flows="live"]').waitFor();
  await page.waitForTimeout(1200);
}

async function phoneShots(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto(`${base}/demo`, { waitUntil: 'networkidle' });
  await page.screenshot({ path: join(out, 'demo-gallery.png'), fullPage: true });
  for (const slug of slugs) {
    await openDemo(page, slug);
    await page.screenshot({ path: join(out, `${slug}-cover.png`) });
    await openCover(page);
    // Scroll through as a guest would, so every section has entered (motion.reveal) before the shot.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 500) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(120);
    }
    await page.waitForTimeout(900);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(out, `${slug}-page.png`), fullPage: true });
    await page.evaluate(() => window.scrollTo(0, document.getElementById('event')?.offsetTop ?? 1600));
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `${slug}-screen.png`) });
    console.log(`shot ${slug}`);
  }
  await page.close();
}

/** One contact sheet: the shots side by side, each under its theme's name, drawn by the browser. */
async function contactSheet(
  context: BrowserContext,
  name: string,
  shots: { slug: string; png: Buffer }[],
  width: number,
) {
  const columns = width >= 1024 ? 4 : 8;
  const cell = width >= 1024 ? 440 : 220;
  const figures = shots
    .map(
      ({ slug, png }) =>
        `<figure><img src="data:image/png;base64,${png.toString('base64')}"><figcaption>${slug}</figcaption></figure>`,
    )
    .join('');
  const page = await context.newPage();
  await page.setViewportSize({ width: columns * (cell + 12) + 12, height: 600 });
  await page.setContent(
    `<style>body{margin:0;padding:6px;background:#ddd;font:12px sans-serif;display:grid;grid-template-columns:repeat(${columns},${cell}px);gap:12px}
    figure{margin:0}img{width:100%;display:block;box-shadow:0 1px 4px #0004}figcaption{padding:3px 0}</style>${figures}`,
    { waitUntil: 'load' },
  );
  await page.screenshot({ path: join(out, `${name}.png`), fullPage: true });
  await page.close();
}

async function sheets(context: BrowserContext) {
  for (const size of SHEET_SIZES) {
    const page = await context.newPage();
    await page.setViewportSize(size);
    const covers: { slug: string; png: Buffer }[] = [];
    const heroes: { slug: string; png: Buffer }[] = [];
    for (const slug of slugs) {
      await openDemo(page, slug);
      await page.waitForTimeout(900);
      covers.push({ slug, png: await page.screenshot() });
      await openCover(page);
      heroes.push({ slug, png: await page.screenshot() });
    }
    await page.close();
    await contactSheet(context, `sheet-covers-${size.width}`, covers, size.width);
    await contactSheet(context, `sheet-heroes-${size.width}`, heroes, size.width);
    console.log(`sheets at ${size.width} px`);
  }
}

const phone = await launchPhone();
await phoneShots(phone.context);
await phone.close();
// The sheets' shots at 1x: a laptop is not a phone (no touch, no mobile viewport).
const desk = await launchPhone({ isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
await sheets(desk.context);
await desk.close();
