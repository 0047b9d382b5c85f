import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createInvitation,
  OWNER_PASSWORD,
  registerOwner,
  seriousAxeViolations,
  signedInPage,
  signInPage,
  signedOutPage,
  storedTokens,
} from './owner-session';
import { ownerPhoneForThisFile } from './owner-test-setup';

/** The owner's session in the built app (docs/product.md#accounts): sign-up, sign-out, sign-in, renewal. */

const { baseUrl, phone } = ownerPhoneForThisFile();

const newPage = () => signedOutPage(phone(), baseUrl);

const path = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};
const accountButton = (page: Page) => page.getByRole('button', { name: /menu akun/ });

describe('an owner signing up, out and in', () => {
  it('registers on /register, lands on /invitation, signs out through the account menu and back in', async () => {
    const page = await newPage();
    const email = `baru-${randomUUID()}@contoh.id`;
    await page.goto(`${baseUrl}/register`);
    await page.getByLabel('Nama').fill('Dewi Lestari');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Kata sandi').fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Buat Akun' }).click();
    await page.waitForURL(`${baseUrl}/invitation`);
    await expect.poll(() => accountButton(page).textContent()).toContain('Dewi Lestari');
    expect((await storedTokens(page)).refresh).toBeTruthy();

    await accountButton(page).click();
    await page.getByRole('button', { name: 'Keluar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Keluar dari akun?' });
    await dialog.getByRole('button', { name: 'Keluar' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    expect(await storedTokens(page)).toEqual({ access: null, refresh: null });

    await page.goto(`${baseUrl}/invitation`);
    await page.waitForURL(`${baseUrl}/login?next=%2Finvitation`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Kata sandi').fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.waitForURL(`${baseUrl}/invitation`);
    await expect.poll(() => accountButton(page).textContent()).toContain('Dewi Lestari');
    await page.close();
  });

  it("says 'Email atau kata sandi salah' and keeps what was typed", async () => {
    const owner = await registerOwner(baseUrl);
    const page = await newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Kata sandi').fill('bukan-sandinya');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.locator('form .ui-status').getByText('Email atau kata sandi salah').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(owner.email);
    expect(path(page)).toBe('/login');
    await page.close();
  });
});

describe('the page after signing in', () => {
  it('never leaves the app for an address whose dots and slashes resolve to another site', async () => {
    const owner = await registerOwner(baseUrl);
    const page = await signedInPage(phone(), baseUrl, owner);
    for (const next of ['/.//evil.example/', '/%2e//evil.example/', '/..//evil.example/']) {
      await page.goto(`${baseUrl}/login?next=${next}`);
      await page.waitForURL(`${baseUrl}/invitation`);
    }
    await page.close();
  });
});

describe('a session renewed or ended by the API', () => {
  it('renews an expired access token without the owner noticing', async () => {
    const owner = await registerOwner(baseUrl, 'Rina Wulandari');
    const page = await newPage();
    await signInPage(page, baseUrl, { access_token: 'kedaluwarsa.bukan.token', refresh_token: owner.refresh_token });
    await page.goto(`${baseUrl}/invitation`);
    await expect.poll(() => accountButton(page).textContent()).toContain('Rina Wulandari');
    expect(path(page)).toBe('/invitation');
    const now = await storedTokens(page);
    expect(now.access).toMatch(/^ey/);
    expect(now.refresh).toBeTruthy();
    expect(now.refresh).not.toBe(owner.refresh_token);
    await page.close();
  });

  it('signs out to /login when the refresh token is refused', async () => {
    const page = await newPage();
    await signInPage(page, baseUrl, { access_token: 'kedaluwarsa.bukan.token', refresh_token: 'bukan-token-segar' });
    await page.goto(`${baseUrl}/invitation`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
    await page.getByRole('heading', { name: 'Masuk' }).waitFor();
    await page.close();
  });

  it("sends an owner who opens another owner's invitation back to /invitation", async () => {
    const [owner, other] = await Promise.all([registerOwner(baseUrl), registerOwner(baseUrl)]);
    const theirs = await createInvitation(baseUrl, other);
    const page = await signedInPage(phone(), baseUrl, owner);
    await page.goto(`${baseUrl}/invitation/${theirs.id}`);
    await page.waitForURL(`${baseUrl}/invitation`);
    await page.close();
  });
});

describe('the sign-in pages and the shell, for everyone', () => {
  it('have no serious or critical axe violation on /login, /register and the shell', async () => {
    const page = await newPage();
    for (const form of ['/login', '/register']) {
      await page.goto(`${baseUrl}${form}`);
      await page.getByRole('heading', { name: form === '/login' ? 'Masuk' : 'Daftar' }).waitFor();
      expect(await seriousAxeViolations(page), form).toEqual([]);
    }
    // With the field messages of an empty form shown.
    await page.getByRole('button', { name: 'Buat Akun' }).click();
    await page.getByText('Nama wajib diisi').waitFor();
    expect(await seriousAxeViolations(page), '/register with errors').toEqual([]);

    const owner = await registerOwner(baseUrl);
    await signInPage(page, baseUrl, owner);
    await page.goto(`${baseUrl}/invitation`);
    await accountButton(page).click();
    await page.getByRole('link', { name: 'Undangan Saya' }).waitFor();
    expect(await seriousAxeViolations(page), 'the shell, account menu open').toEqual([]);
    await page.close();
  });

  it('closes the account menu on Escape (focus back on its button) and on a press outside', async () => {
    const owner = await registerOwner(baseUrl);
    const page = await signedInPage(phone(), baseUrl, owner);
    await page.goto(`${baseUrl}/invitation`);
    const menuLink = page.getByRole('link', { name: 'Undangan Saya' });

    await accountButton(page).click();
    await menuLink.waitFor();
    await page.keyboard.press('Escape');
    await menuLink.waitFor({ state: 'hidden' });
    expect(await accountButton(page).evaluate((button) => button === document.activeElement)).toBe(true);

    await accountButton(page).click();
    await menuLink.waitFor();
    await page.mouse.click(40, 500);
    await menuLink.waitFor({ state: 'hidden' });
    expect(await accountButton(page).getAttribute('aria-expanded')).toBe('false');
    await page.close();
  });
});
