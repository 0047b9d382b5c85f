import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { GOOGLE_CALLBACK_PATH, GOOGLE_SIGN_IN_ERRORS } from '../../schemas/google-sign-in';
import { buildApp, DEFAULT_STATIC_DIR } from '../../server/app';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import { GOOGLE_CODE_INVALID } from '../../server/routes/google-sign-in.routes';
import { freePort } from '../free-port';
import { testIssuer, type TestIssuer } from '../server/oidc-issuer';
import { phoneForThisFile } from './chromium';
import { seriousAxeViolations, signedOutPage, storedTokens } from './owner-session';

/*
 * "Masuk dengan Google" at 390 px, through a real OpenID provider (oidc-provider) and its own login
 * and consent pages: this file's server offers it (the shared one of the other files does not).
 */

const phone = phoneForThisFile();
const SHOTS = process.env.SHOTS_DIR;
const GOOGLE_BUTTON = 'Masuk dengan Google';

let issuer: TestIssuer;
let app: FastifyInstance;
let database: DatabaseHandle;
let base: string;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  issuer = await testIssuer(`${base}${GOOGLE_CALLBACK_PATH}`);
  database = await openDatabase({});
  app = await buildApp({
    db: database.db,
    notifications: database.notifications,
    jwtSecret: 'google-browser-secret-google-browser-secret',
    mediaDir: mkdtempSync(join(tmpdir(), 'media-')),
    mail: { from: 'Undangan Digital <halo@undangan.test>', dir: mkdtempSync(join(tmpdir(), 'mail-')) },
    staticDir: DEFAULT_STATIC_DIR,
    publicUrl: base,
    google: issuer.google,
  });
  await app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await issuer?.close();
});

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** /login opened once the app has asked the server which sign-ins it offers. */
async function loginPage(origin: string, query = ''): Promise<Page> {
  // Nobody signed in at the provider either (its session is a cookie of this browser).
  await phone().clearCookies();
  const page = await signedOutPage(phone(), origin);
  const asked = page.waitForResponse((response) => response.url().endsWith('/v1/auth/options'));
  await page.goto(`${origin}/login${query}`);
  await asked;
  await page.getByRole('button', { name: 'Masuk', exact: true }).waitFor();
  return page;
}

describe('Masuk dengan Google', () => {
  it('is not offered where the server has no Google settings', async () => {
    const page = await loginPage(inject('baseUrl'));
    expect(await page.getByRole('link', { name: GOOGLE_BUTTON }).count()).toBe(0);
    await page.close();
  });

  it('signs a new couple in through the provider’s login and consent, on /invitation', async () => {
    issuer.people.set('sari', {
      email: 'sari.wulandari@contoh.id',
      email_verified: true,
      name: 'Sari Wulandari',
      picture: 'https://foto.contoh.id/sari.jpg',
    });
    const page = await loginPage(base);
    const button = page.getByRole('link', { name: GOOGLE_BUTTON });
    await button.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'login-google-390');

    // Where the server sends the browser back: the app's page with a one-time code.
    const codePages: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame.url().startsWith(`${base}/google-sign-in`)) codePages.push(frame.url());
    });
    await button.click();
    await page.waitForURL((url) => url.origin === issuer.google.issuer);
    await page.locator('input[name="login"]').fill('sari');
    await page.locator('input[name="password"]').fill('sandi-di-penyedia');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(`${base}/invitation`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const tokens = await storedTokens(page);
    expect(tokens.refresh).toBeTruthy();
    // The address bar and the history never held a token.
    const history = await page.evaluate(() => window.location.href);
    expect(history).not.toContain(tokens.refresh!);
    const me = await page.evaluate(async (access) => {
      const response = await fetch('/v1/auth/me', { headers: { authorization: `Bearer ${access}` } });
      return ((await response.json()) as { data: { email: string; provider: string } }).data;
    }, tokens.access);
    expect(me).toMatchObject({ email: 'sari.wulandari@contoh.id', provider: 'google' });
    await shot(page, 'google-signed-in-390');
    await page.close();

    // The code worked once: the same address again says so, and signs nobody in.
    expect(new Set(codePages).size).toBe(1);
    const again = await signedOutPage(phone(), base);
    await again.goto(codePages[0]!);
    await again.getByRole('heading', { name: 'Masuk gagal' }).waitFor();
    expect(await again.textContent('main')).toContain(GOOGLE_CODE_INVALID);
    expect(await storedTokens(again)).toEqual({ access: null, refresh: null });
    await shot(again, 'google-code-used-390');
    await again.close();
  });

  it('says on /login, in Indonesian, that the sign-in was cancelled at the provider', async () => {
    const page = await loginPage(base);
    await page.getByRole('link', { name: GOOGLE_BUTTON }).click();
    await page.waitForURL((url) => url.origin === issuer.google.issuer);
    await page.getByRole('link', { name: '[ Cancel ]' }).click();
    await page.waitForURL((url) => url.origin === base && url.pathname === '/login');
    await page.getByRole('alert').filter({ hasText: GOOGLE_SIGN_IN_ERRORS.cancelled }).waitFor();
    expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
    await shot(page, 'login-google-cancelled-390');

    // The same page on a wide screen.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('link', { name: GOOGLE_BUTTON }).waitFor();
    await shot(page, 'login-google-cancelled-1280');
    await page.close();
  });
});
