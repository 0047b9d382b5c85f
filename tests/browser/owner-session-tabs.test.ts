import { decodeJwt, SignJWT } from 'jose';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { phoneForThisFile } from './chromium';
import { registerOwner, signInPage, someAddress, storedTokens } from './owner-session';

/** One owner, two tabs, one expired access token (docs/product.md#accounts): one tab renews for both. */

const baseUrl = inject('baseUrl');
const phone = phoneForThisFile();

/** The test server's JWT secret (tests/browser/global-setup.ts). */
const JWT_SECRET = new TextEncoder().encode('browser-test-secret-browser-test-secret');

/** An access token of the same session as `token`, validly signed, that expired five minutes ago. */
async function expiredLike(token: string): Promise<string> {
  const { sub, sid } = decodeJwt(token);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub!)
    .setIssuedAt(now - 20 * 60)
    .setExpirationTime(now - 5 * 60)
    .sign(JWT_SECRET);
}

const accountButton = (page: Page) => page.getByRole('button', { name: /menu akun/ });

describe('an owner with two tabs open when the access token expires', () => {
  it('stays signed in on both: one tab refreshes, the other uses the pair it stored', async () => {
    const owner = await registerOwner(baseUrl, 'Tari Dua Tab');
    const expired = await expiredLike(owner.access_token);
    const context = phone();
    // Every refresh is held a while, so that the two tabs surely meet their 401s during one renewal.
    const refreshes: unknown[] = [];
    await context.route('**/v1/auth/refresh', async (route) => {
      refreshes.push(route.request().postDataJSON());
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    const tabs = [await context.newPage(), await context.newPage()];
    for (const tab of tabs) await tab.setExtraHTTPHeaders({ 'x-forwarded-for': someAddress() });
    // One localStorage for both tabs: the expired access token and the refresh token.
    await signInPage(tabs[0]!, baseUrl, { access_token: expired, refresh_token: owner.refresh_token });

    await Promise.all(tabs.map((tab) => tab.goto(`${baseUrl}/invitation`)));
    for (const tab of tabs) {
      await expect.poll(() => accountButton(tab).textContent(), { timeout: 20_000 }).toContain('Tari Dua Tab');
      expect(new URL(tab.url()).pathname).toBe('/invitation');
    }
    expect(refreshes).toEqual([{ refresh_token: owner.refresh_token }]);

    const after = await storedTokens(tabs[0]!);
    expect(after.refresh).toBeTruthy();
    expect(after.refresh).not.toBe(owner.refresh_token);
    expect(await storedTokens(tabs[1]!)).toEqual(after);
    const me = await fetch(`${baseUrl}/v1/auth/me`, { headers: { authorization: `Bearer ${after.access}` } });
    expect(me.status).toBe(200);

    await context.unroute('**/v1/auth/refresh');
    for (const tab of tabs) await tab.close();
  });
});
