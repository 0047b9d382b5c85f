/** The throttled phone of the page benchmark: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower. */
import type { Page } from 'playwright-core';

/** Throttles the page's network and CPU like a slow phone, with its cache off (every load is a first visit). */
export async function throttleLikeSlowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Opens `url` on the throttled page and waits until the app has taken over the server's painted cover. */
export async function openUntilTakenOver(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('.invitation-page .cover').first().waitFor({ timeout: 60_000 });
  await page.locator('#painted-cover').waitFor({ state: 'detached', timeout: 60_000 });
}

/** First contentful paint and the app's takeover of the cover, in ms, on a throttled connection and CPU. */
export async function slowPhoneLoad(page: Page, url: string): Promise<{ paint: number; app: number }> {
  await throttleLikeSlowPhone(page);
  await openUntilTakenOver(page, url);
  return page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    app: performance.now(),
  }));
}
