import { describe, expect, inject, it } from 'vitest';
import { phoneForThisFile } from './chromium';

const baseUrl = inject('baseUrl');
const slug = inject('demoSlug');
const phone = phoneForThisFile();

describe('the greeting-screen frame', () => {
  it("shows a published invitation's couple and welcomes the guest its embedding page names", async () => {
    const page = await phone().newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.setViewportSize({ width: 844, height: 390 });
    await page.goto(`${baseUrl}/${slug}/screen`, { waitUntil: 'networkidle' });
    const screen = page.getByTestId('greeting-screen');
    await expect.poll(() => screen.getByRole('heading', { level: 1 }).textContent()).toBe('Raka&Ayu');

    // The owner's greeting-screen page embeds the frame and posts to it from the same origin.
    await page.evaluate(() =>
      window.postMessage({ type: 'invitation:greeting', guestName: 'Budi Santoso' }, window.location.origin),
    );
    await screen.getByText('Selamat Datang').waitFor();
    expect(await screen.getByRole('heading', { level: 1 }).textContent()).toBe('Budi Santoso');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("in demo mode shows the theme's screen on the sample couple", async () => {
    const page = await phone().newPage();
    await page.goto(`${baseUrl}/demo/streaming-music/screen`, { waitUntil: 'networkidle' });
    await page.getByTestId('greeting-screen').getByText('Now Playing').waitFor();
    await page.close();
  });
});
