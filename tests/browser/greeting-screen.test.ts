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

  it('shows the table, lays the welcome out per layout on a 1920x1080 screen, and stays the seconds asked', async () => {
    const page = await phone().newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`${baseUrl}/${slug}/screen`, { waitUntil: 'networkidle' });
    const screen = page.getByTestId('greeting-screen');
    const guest = screen.getByRole('heading', { level: 1 });
    await expect.poll(() => guest.textContent()).toBe('Raka&Ayu');
    const greet = (message: Record<string, unknown>) =>
      page.evaluate(
        (data) => window.postMessage({ type: 'invitation:greeting', ...data }, window.location.origin),
        message,
      );
    const box = async (text: string) => (await screen.getByText(text, { exact: true }).boundingBox())!;
    const inside = (b: { x: number; y: number; width: number; height: number }) =>
      b.x >= 0 && b.y >= 0 && b.x + b.width <= 1920 && b.y + b.height <= 1080;

    const longName = 'Bapak Haji Muhammad Abdurrahman Wijayakusuma dan Keluarga';
    for (const layout of ['classic', 'spotlight', 'banner']) {
      await greet({ guestName: longName, table: '3', seconds: 60, layout });
      await expect.poll(() => screen.getAttribute('class')).toContain(`greeting-screen--${layout}`);
      await expect.poll(() => guest.textContent()).toBe(longName);
      // The welcome's entrance has ended before it is measured.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getTiming().iterations !== Infinity)
            .map((a) => a.finished),
        ),
      );
      const name = await box(longName);
      const table = await box('Meja 3');
      const welcome = await box('Selamat Datang');
      // Everything on the screen, the table apart from the name, the name at a size read across a hall.
      for (const part of [name, table, welcome]) expect(inside(part), layout).toBe(true);
      const apart = table.y >= name.y + name.height || table.x >= name.x + name.width;
      expect(apart, layout).toBe(true);
      expect(await guest.evaluate((h) => parseFloat(getComputedStyle(h).fontSize)), layout).toBeGreaterThanOrEqual(90);
    }

    // The first message's shape still works: classic, no table.
    await greet({ guestName: 'Siti Aminah' });
    await expect.poll(() => guest.textContent()).toBe('Siti Aminah');
    expect(await screen.getAttribute('class')).toContain('greeting-screen--classic');
    expect(await screen.getByText(/^Meja/).count()).toBe(0);

    // A greeting asked to stay 3 seconds leaves the screen to the couple's names after them.
    await greet({ guestName: 'Agus Salim', seconds: 3 });
    await expect.poll(() => guest.textContent()).toBe('Agus Salim');
    await expect.poll(() => guest.textContent(), { timeout: 6_000 }).toBe('Raka&Ayu');
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
