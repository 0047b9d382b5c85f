import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { TOKEN_KEYS } from '../../app/api/client';
import { seriousAxeViolations } from './owner-session';
import { phoneForThisFile } from './chromium';

const baseUrl = inject('baseUrl');
const phone = phoneForThisFile();

/** A fresh owner through the API: its tokens. */
async function registerOwner(): Promise<{ access_token: string; refresh_token: string }> {
  const response = await fetch(`${baseUrl}/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bima', email: `${randomUUID()}@contoh.id`, password: 'Kebun-Mawar-2026!' }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { access_token: string; refresh_token: string } }).data;
}

/** A theme the page offers that can be chosen and is not the chosen one: its slug. */
async function anotherOpenTheme(page: Page): Promise<string> {
  const option = page.locator('button[data-theme-option]:not([disabled])[aria-pressed="false"]').first();
  return (await option.getAttribute('data-theme-option')) ?? '';
}

describe("the owner's invitations", () => {
  it('takes a new owner from the empty list through "Buat Undangan" to a dashboard, then changes the theme', async () => {
    const tokens = await registerOwner();
    const page = await phone().newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${baseUrl}/login`);
    await page.evaluate(
      ([keys, pair]) => {
        localStorage.setItem(keys.access, pair.access_token);
        localStorage.setItem(keys.refresh, pair.refresh_token);
      },
      [TOKEN_KEYS, tokens] as const,
    );

    // A new owner: the empty state and its way to a first invitation.
    await page.goto(`${baseUrl}/invitation`);
    await page.getByRole('heading', { name: 'Belum ada undangan' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Buat Undangan' }).click();
    await page.getByRole('heading', { name: 'Buat Undangan', level: 1 }).waitFor();

    // The couple; the link is proposed from the nicknames and checked.
    const bride = `Sekar ${randomUUID().slice(0, 6)}`;
    const slug = `bima-dan-${bride.toLowerCase().replace(' ', '-')}`;
    const groom = page.getByRole('group', { name: 'Mempelai pria' });
    const brideGroup = page.getByRole('group', { name: 'Mempelai wanita' });
    await groom.getByLabel('Nama lengkap').fill('Bima Aditya');
    await groom.getByLabel('Nama panggilan').fill('Bima');
    await brideGroup.getByLabel('Nama lengkap').fill('Sekar Ayuningtyas');
    await brideGroup.getByLabel('Nama panggilan').fill(bride);
    expect(await page.getByLabel('Tautan undangan').inputValue()).toBe(slug);
    await page.getByText('✓ Tersedia').waitFor();
    await page.getByLabel('Tanggal').fill('2027-06-12');
    await page.getByLabel('Jam').fill('10:00');
    await page.getByLabel('Tempat').fill('Gedung Serbaguna Melati');
    await page.getByLabel('Alamat').fill('Jl. Mawar No. 1, Bandung');

    // A plan, then a theme it includes.
    await page.getByRole('radio', { name: /Luxury/ }).check();
    await page.locator('button[data-theme-option]:not([disabled])').first().waitFor();
    const firstTheme = await anotherOpenTheme(page);
    await page.locator(`button[data-theme-option="${firstTheme}"]`).click();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Buat Undangan' }).click();

    // Its dashboard, opened at its top (not where the long form was scrolled), then its card on the list.
    await page.waitForURL((url) => /^\/invitation\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/new'));
    await page.getByRole('heading', { name: 'Dasbor', level: 1 }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const dashboard = page.url();
    await page.goto(`${baseUrl}/invitation`);
    const card = page.locator('.invitation-card', { hasText: `/${slug}` });
    await card.getByRole('link', { name: `Bima & ${bride}` }).waitFor();
    expect(await card.textContent()).toContain('Sabtu, 12 Juni 2027');
    expect(await card.locator(`[data-theme="${firstTheme}"]`).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The theme page: another theme, saved at once; the public page (a draft, seen with the owner's token) follows.
    await page.goto(`${dashboard}/setting/theme`);
    await page.locator(`button[data-theme-option="${firstTheme}"][aria-pressed="true"]`).waitFor();
    const secondTheme = await anotherOpenTheme(page);
    await page.locator(`button[data-theme-option="${secondTheme}"]`).click();
    await page.getByRole('status').filter({ hasText: 'Tema berhasil diganti' }).waitFor();
    await page.locator(`button[data-theme-option="${secondTheme}"][aria-pressed="true"]`).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto(`${baseUrl}/${slug}`);
    await page.locator(`.invitation[data-theme="${secondTheme}"]`).waitFor({ state: 'attached' });
    expect(errors).toEqual([]);
    await page.close();
  });
});
