import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { phoneForThisFile } from './chromium';
import { MANY_WISHES } from './many-wishes';

const baseUrl = inject('baseUrl');
const slug = inject('manyWishesSlug');
const phone = phoneForThisFile();

/** Opens a page, taps the cover and waits for the guest flows; records the wish list calls. */
async function open(path: string) {
  const page = await phone().newPage();
  const listCalls: URLSearchParams[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.endsWith('/wish')) listCalls.push(url.searchParams);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Buka Undangan' }).click();
  await page.locator('[data-flows="live"]').waitFor();
  return { page, listCalls, errors };
}

const wishSection = (page: Page) => page.locator('#wish');
const allWishes = (page: Page) => page.getByRole('dialog', { name: "Ucapan & Do'a" });
const namesIn = (page: Page) => allWishes(page).locator('.wish__name').allTextContents();

/** Scrolls the dialog to its end, as a guest's thumb does, until `count` wishes are listed. */
async function scrollUntil(page: Page, count: number) {
  await expect
    .poll(async () => {
      await allWishes(page)
        .locator('.dialog__body')
        .evaluate((body) => body.scrollTo({ top: body.scrollHeight }));
      return allWishes(page).locator('.wish__item').count();
    })
    .toBe(count);
}

describe("'Lihat Semua' on a published invitation with many wishes", () => {
  it('shows the 5 newest, then lists all 45 a page at a time as the guest scrolls', async () => {
    const { page, listCalls, errors } = await open(`/${slug}`);
    await expect.poll(() => wishSection(page).locator('.wish__item').count()).toBe(5);
    expect(listCalls).toEqual([]);

    await wishSection(page).getByRole('button', { name: 'Lihat Semua' }).click();
    await expect.poll(() => allWishes(page).locator('.wish__item').count()).toBe(20);
    await scrollUntil(page, MANY_WISHES.count);
    const expected = Array.from({ length: MANY_WISHES.count }, (_, n) => `Tamu ${n + 1}`);
    expect(await namesIn(page)).toEqual(expected);
    expect(listCalls.map((query) => [query.get('page'), query.get('pageSize'), query.get('sort')])).toEqual([
      ['1', '20', 'created_at:DESC'],
      ['2', '20', 'created_at:DESC'],
      ['3', '20', 'created_at:DESC'],
    ]);
    expect(await allWishes(page).getByRole('status').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('after a wish is posted, shows it first in the section and in the dialog', async () => {
    const { page } = await open(`/${slug}`);
    await wishSection(page).getByPlaceholder('Nama Lengkap').fill('Sekar Ayu');
    await wishSection(page).getByPlaceholder('Ucapan').fill('Semoga samawa!');
    await wishSection(page).getByRole('button', { name: 'Kirim' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => wishSection(page).locator('.wish__name').first().textContent()).toBe('Sekar Ayu');
    await wishSection(page).getByRole('button', { name: 'Lihat Semua' }).click();
    await expect.poll(async () => (await namesIn(page))[0]).toBe('Sekar Ayu');
    await scrollUntil(page, MANY_WISHES.count + 1);
    await page.close();
  });
});

describe("'Lihat Semua' by keyboard", () => {
  it('reaches the list with Tab, shows where the focus is, and scrolls it with PageDown and the arrows', async () => {
    const { page } = await open(`/${slug}`);
    await wishSection(page).getByRole('button', { name: 'Lihat Semua' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => allWishes(page).locator('.wish__item').count()).toBe(20);
    const list = allWishes(page).getByRole('region', { name: "Ucapan & Do'a" });
    const scrolled = () => list.evaluate((body) => body.scrollTop);
    const focused = () => list.evaluate((body) => body === document.activeElement);
    expect(await focused()).toBe(false);
    await page.keyboard.press('Tab');
    await expect.poll(focused).toBe(true);
    expect(await list.evaluate((body) => getComputedStyle(body).outlineStyle)).toBe('solid');
    expect(await scrolled()).toBe(0);
    // Keyboard scrolling is animated: each key's scroll is read once it has ended ('scrollend'). Read
    // while moving, a page down could look done, and an arrow pressed as it ended moved nothing (CI).
    const scrollEnds = () => list.evaluate((body) => Number(body.dataset.scrollEnds ?? 0));
    await list.evaluate((body) =>
      body.addEventListener(
        'scrollend',
        () => (body.dataset.scrollEnds = String(Number(body.dataset.scrollEnds ?? 0) + 1)),
      ),
    );
    await page.keyboard.press('PageDown');
    await expect.poll(scrollEnds).toBe(1);
    const afterPage = await scrolled();
    expect(afterPage).toBeGreaterThan(100);
    await page.keyboard.press('ArrowDown');
    await expect.poll(scrollEnds).toBe(2);
    expect(await scrolled()).toBeGreaterThan(afterPage);
    await page.close();
  });
});

describe("'Lihat Semua' in demo mode", () => {
  it('lists the sample wishes without a call', async () => {
    const { page, listCalls } = await open('/demo/floral-whimsy');
    await wishSection(page).getByRole('button', { name: 'Lihat Semua' }).click();
    await expect.poll(() => allWishes(page).locator('.wish__item').count()).toBe(7);
    expect(listCalls).toEqual([]);
    await page.close();
  });
});
