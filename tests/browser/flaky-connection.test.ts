import { describe, expect, inject, it } from 'vitest';
import { phoneForThisFile } from './chromium';

const baseUrl = inject('baseUrl');
const phone = phoneForThisFile();

describe('a chunk that does not arrive (a bad connection)', () => {
  it('leaves the invitation readable, and the guest flows load on the next touch', async () => {
    const page = await phone().newPage();
    let attempts = 0;
    await page.route('**/assets/live-flows-*.js', async (route) => {
      attempts += 1;
      if (attempts === 1) await route.abort('internetdisconnected');
      else await route.continue();
    });
    await page.goto(`${baseUrl}/demo/floral-whimsy`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Buka Undangan' }).click();
    await expect.poll(() => attempts).toBe(1);
    await page.waitForTimeout(300);
    expect(await page.getByText('Terjadi kesalahan').count()).toBe(0);
    expect(await page.locator('#couple').isVisible()).toBe(true);
    expect(await page.locator('[data-flows="static"]').count()).toBe(1);

    await page.mouse.click(200, 300);
    await page.locator('[data-flows="live"]').waitFor();
    expect(attempts).toBe(2);
    await page.close();
  });
});
