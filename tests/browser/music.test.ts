import { expect, inject, it } from 'vitest';
import { phoneForThisFile } from './chromium';

const baseUrl = inject('baseUrl');
const phone = phoneForThisFile();

it('loads no audio until the cover opens, then plays the default song and toggles on tap', async () => {
  const page = await phone().newPage();
  const audio: string[] = [];
  page.on('request', (r) => r.url().includes('/audio/') && audio.push(new URL(r.url()).pathname));
  await page.goto(`${baseUrl}/demo/floral-whimsy`, { waitUntil: 'networkidle' });
  expect(audio).toEqual([]);

  await page.getByRole('button', { name: 'Buka Undangan' }).click();
  const music = page.locator('.music');
  await expect.poll(() => music.getAttribute('data-playing')).toBe('true');
  expect(audio[0]).toBe('/audio/default-song.mp3');
  expect(await page.evaluate(() => document.querySelector('audio')?.paused)).toBe(false);

  // The button spins while playing, so it is never 'stable' to Playwright: tap it regardless.
  await page.getByRole('button', { name: 'Jeda musik' }).click({ force: true });
  await expect.poll(() => music.getAttribute('data-playing')).toBe('false');
  expect(await page.evaluate(() => document.querySelector('audio')?.paused)).toBe(true);
  await page.close();
});
