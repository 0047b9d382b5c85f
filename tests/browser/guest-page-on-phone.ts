import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';

/**
 * A guest page at `path` in a new tab of `phone`, once its cover is on the page, with what went wrong
 * there (page errors and console errors; with `allowClientErrors`, not the console's line for an
 * answer 4xx a test provokes) and its writes (every request but a GET) recorded from the start.
 */
export async function openGuestPage(phone: BrowserContext, path: string, { allowClientErrors = false } = {}) {
  const page = await phone.newPage();
  const writes: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => r.method() !== 'GET' && writes.push(`${r.method()} ${new URL(r.url()).pathname}`));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !(allowClientErrors && m.text().includes('status of 4'))) errors.push(m.text());
  });
  await page.goto(`${inject('baseUrl')}${path}`, { waitUntil: 'networkidle' });
  await page.locator('#opening').waitFor({ state: 'attached' });
  return { page, writes, errors };
}
