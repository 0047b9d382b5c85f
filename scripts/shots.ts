/**
 * `npm run shots [slug ...]`: opens /demo/<slug> for every theme (or those given) in Chromium at
 * 390x844 and saves the cover and, once it is opened, the whole page to shots/<slug>-cover.png
 * and shots/<slug>-page.png. Needs a running app (`npm start`); BASE_URL to point elsewhere.
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
  await page.waitForTimeout(800);
  await page.screenshot({ path: join(out, `${slug}-page.png`), fullPage: true });
  console.log(`shot ${slug}`);
}
await close();
