import { describe, expect, inject, it } from 'vitest';
import { phoneForThisFile } from './chromium';

const baseUrl = inject('baseUrl');
const slug = inject('demoSlug');
/** A phone set to English: the purchase date must still be Indonesian. */
const phone = phoneForThisFile({ locale: 'en-US' });

const INDONESIAN_MONTH =
  /^(Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) \d{4}$/;

describe('the purchase date on a phone set to English', () => {
  it('is picked in an Indonesian calendar, weeks from Monday, by keyboard, and sent as an ISO date-time', async () => {
    const page = await phone().newPage();
    await page.clock.setFixedTime(new Date('2026-11-21T10:00:00+07:00'));
    let sent: { purchase_date?: string } | undefined;
    await page.route('**/v1/gift/wishlist/confirmation', async (route) => {
      sent = route.request().postDataJSON() as typeof sent;
      await route.fulfill({ status: 201, json: { data: { id: 'confirmation-test' } } });
    });
    await page.goto(`${baseUrl}/${slug}`, { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    await page.getByRole('button', { name: 'Buka Undangan' }).click();
    await page.locator('[data-flows="live"]').waitFor();

    const gift = page.locator('#gift');
    await gift.getByRole('radio', { name: 'Wishlist' }).check();
    // The card itself opens the detail: a tap on its picture (the card's button covers the card).
    await gift.locator('.wishlist__item', { hasText: 'Tanaman Monstera' }).click({ position: { x: 60, y: 60 } });
    await page
      .getByRole('dialog', { name: 'Detail Kado Keinginan' })
      .getByRole('button', { name: 'Confirm Gift' })
      .click();
    const form = page.getByRole('dialog', { name: 'Confirm Gift' });

    const date = form.getByRole('button', { name: /^Tanggal Pembelian/ });
    expect(await date.textContent()).toBe('Pilih tanggal');
    await date.focus();
    await page.keyboard.press('Enter');
    const calendar = form.getByRole('grid');
    expect(await calendar.getAttribute('aria-label')).toMatch(INDONESIAN_MONTH);
    expect(await calendar.getAttribute('aria-label')).toBe('November 2026');
    const weekdays = await calendar
      .locator('th')
      .evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));
    expect(weekdays).toEqual(['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu']);
    expect(await calendar.locator('th').first().textContent()).toBe('Sen');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Hari ini, Sabtu, 21 November 2026',
    );
    // Escape closes only the calendar.
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    expect(await form.isVisible()).toBe(true);
    await page.keyboard.press('Space');
    await calendar.waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await calendar.waitFor({ state: 'detached' });
    expect(await date.textContent()).toBe('13 November 2026');

    await form.getByLabel('Nama Pembeli').fill('Andi Wijaya');
    await form.getByLabel('Nomor WhatsApp').fill('081234567890');
    await form.getByLabel('Ekspedisi Pengiriman').fill('JNE');
    await form.getByLabel('Nomor Resi').fill('JNE0002');
    await form.getByRole('button', { name: 'Konfirmasi' }).click();
    await form.waitFor({ state: 'detached' });
    expect(sent?.purchase_date).toBe('2026-11-13T00:00:00.000Z');
    await page.close();
  });

  it("keeps 'Tanggal pembelian wajib diisi' when no day is picked", async () => {
    const page = await phone().newPage();
    await page.goto(`${baseUrl}/demo/midnight-deco`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Buka Undangan' }).click();
    await page.locator('[data-flows="live"]').waitFor();
    const gift = page.locator('#gift');
    const wishlist = gift.getByRole('radio', { name: 'Wishlist' });
    const item = gift.locator('.wishlist__item', { hasText: 'Sprei Katun Jepang' });
    // A theme's gift mode shows the wishlist behind a choice or at once: wait for the section to show
    // either before asking which (it may still be drawing when the live flows are ready).
    await wishlist.or(item).first().waitFor();
    if (await wishlist.count()) await wishlist.check();
    await item.getByRole('button').first().click();
    await page
      .getByRole('dialog', { name: 'Detail Kado Keinginan' })
      .getByRole('button', { name: 'Confirm Gift' })
      .click();
    const form = page.getByRole('dialog', { name: 'Confirm Gift' });
    await form.getByRole('button', { name: 'Konfirmasi' }).click();
    const date = form.getByRole('button', { name: /^Tanggal Pembelian/ });
    expect(await date.getAttribute('aria-invalid')).toBe('true');
    await form.getByText('Tanggal pembelian wajib diisi').waitFor();
    await page.close();
  });
});
