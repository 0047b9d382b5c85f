/**
 * `npm run shots [slug ...]`: opens /demo/<slug> for every theme (or those given) in Chromium at
 * 390x844 and saves the cover, the whole page once opened and scrolled through (each section has
 * entered), and one screen in the middle of the page with the navigation bar and the music button:
 * shots/<slug>-cover.png, -page.png and -screen.png. Needs a running app (`npm start`); BASE_URL to
 * point elsewhere.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launchPhone } from '../tests/browser/chromium';
import { allManifestFiles } from './manifest-files';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const out = resolve(import.meta.dirname, '..', 'shots');
const slugs = process.argv.slice(2).length
  ? process.argv.slice(2)
  : allManifestFiles().map((file) => file.split('/').at(-2) as string);

mkdirSync(out, { recursive: true });
const { context, close } = await launchPhone();
const page = await context.newPage();
await page.goto(`${base}/demo`, { waitUntil: 'networkidle' });
await page.screenshot({ path: join(out, 'demo-gallery.png'), fullPage: true });
for (const slug of slugs) {
  await page.goto(`${base}/demo/${slug}`, { waitUntil: 'networkidle' });
  await page.locator('.invitation').waitFor();
  await page.screenshot({ path: join(out, `${slug}-cover.png`) });
  await page.locator('.cover__open').click();
  await page.locator('[data-flows="live"]').waitFor();
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
await close();
