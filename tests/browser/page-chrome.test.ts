import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phoneForThisFile } from './chromium';
import { openGuestPage } from './guest-page-on-phone';
import { themeDemo } from '../../engine/demo/theme-demo';
import { loadManifestFromDisk, NOW } from '../helpers';

const slug = inject('demoSlug');
const guestCode = inject('demoGuestCode');
const phone = phoneForThisFile();
const { groom, bride } = themeDemo(loadManifestFromDisk('floral-whimsy'), NOW).page.couple;

const open = (path: string) => openGuestPage(phone(), path);

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const nav = (page: Page) => page.getByRole('navigation', { name: 'Navigasi undangan' });
const current = (page: Page) =>
  page.evaluate(() => document.querySelector('.floating-nav [aria-current="location"]')?.textContent ?? null);

describe('the page chrome on /demo/floral-whimsy', () => {
  it('shows the cover with the page locked, then opens it onto a navigation bar that follows the page', async () => {
    const { page, errors } = await open('/demo/floral-whimsy');
    const cover = page.getByRole('dialog', {
      name: `The Wedding Of ${groom.person_nickname} & ${bride.person_nickname}`,
    });
    await cover.waitFor();
    await cover.getByText('Kepada Yth. Bapak/Ibu/Saudara/i').waitFor();
    expect(await bodyOverflow(page)).toBe('hidden');
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(200);
    expect(await scrollY(page)).toBe(0);
    expect(await nav(page).isVisible()).toBe(false);

    await cover.getByRole('button', { name: 'Buka Undangan' }).click();
    await page.getByTestId('invitation-cover').waitFor({ state: 'hidden' });
    expect(await bodyOverflow(page)).toBe('visible');
    await nav(page).waitFor();
    // The sections below the first screen are drawn a frame each once the cover has gone; the bar
    // names each as it comes.
    await expect
      .poll(() => nav(page).getByRole('link').allTextContents())
      .toEqual(['Mempelai', 'Acara', 'Kisah', 'Galeri', 'Ucapan']);

    await page
      .locator('#gallery')
      .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY));
    await expect.poll(() => current(page)).toBe('Galeri');

    await nav(page).getByRole('link', { name: 'Mempelai' }).click();
    // A smooth scroll: it passes through the sections between, then comes to rest at the couple.
    const coupleTop = () => page.locator('#couple').evaluate((el) => Math.abs(el.getBoundingClientRect().top));
    await expect.poll(coupleTop, { timeout: 5000 }).toBeLessThanOrEqual(1);
    expect(await current(page)).toBe('Mempelai');

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await nav(page).waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the cover of a personal link', () => {
  it('greets the guest by name', async () => {
    const { page } = await open(`/${slug}?to=${guestCode}`);
    const cover = page.getByTestId('invitation-cover');
    await cover.getByText('Budi Santoso').waitFor();
    await cover.getByRole('button', { name: 'Buka Undangan' }).click();
    await cover.waitFor({ state: 'hidden' });
    await page.close();
  });
});
