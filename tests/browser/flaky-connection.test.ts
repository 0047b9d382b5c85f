import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { phoneForThisFile } from './chromium';
import { openInvitation } from './open-invitation';

const baseUrl = inject('baseUrl');
const slug = inject('demoSlug');
const guestCode = inject('demoGuestCode');
const CONNECTION_LOST = 'Koneksi terputus. Periksa internet Anda lalu coba lagi.';
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
    // The flows load once the cover's slide has ended (at the latest 1.5 s after the tap).
    await expect.poll(() => attempts, { timeout: 10_000 }).toBe(1);
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

/** Opens a page whose writes to `path` fail as on a phone that lost its connection. */
async function openOffline(url: string, path: string): Promise<Page> {
  const page = await phone().newPage();
  await page.route(`**${path}`, (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.goto(`${baseUrl}${url}`, { waitUntil: 'networkidle' });
  await openInvitation(page);
  await page.locator('[data-flows="live"]').waitFor();
  return page;
}

describe('a send that does not arrive (the connection is lost)', () => {
  it('the wish form says so in Indonesian and keeps what the guest wrote', async () => {
    const page = await openOffline(`/${slug}`, '/v1/wish');
    const wish = page.locator('#wish');
    await wish.getByPlaceholder('Nama Lengkap').fill('Sekar Ayu');
    await wish.getByPlaceholder('Ucapan').fill('Semoga samawa!');
    await wish.getByRole('button', { name: 'Kirim' }).click();
    expect(await wish.getByRole('alert').textContent()).toBe(CONNECTION_LOST);
    expect(await wish.getByPlaceholder('Nama Lengkap').inputValue()).toBe('Sekar Ayu');
    expect(await wish.getByPlaceholder('Ucapan').inputValue()).toBe('Semoga samawa!');
    expect(await page.getByText('Failed to fetch').count()).toBe(0);
    await page.close();
  });

  it('the RSVP form says so in Indonesian and keeps the answer', async () => {
    const page = await openOffline(`/${slug}?to=${guestCode}`, '/v1/invitation-rsvp');
    const rsvp = page.locator('#rsvp');
    const edit = rsvp.getByRole('button', { name: 'Ubah' });
    if (await edit.count()) await edit.click();
    await rsvp.getByRole('button', { name: 'Berhalangan Hadir' }).click();
    await rsvp.getByRole('button', { name: 'Submit' }).click();
    expect(await rsvp.getByRole('alert').textContent()).toBe(CONNECTION_LOST);
    expect(await rsvp.getByRole('button', { name: 'Berhalangan Hadir' }).getAttribute('aria-pressed')).toBe('true');
    await page.close();
  });

  it('the gift confirmation form says so in Indonesian and keeps what the guest typed', async () => {
    const page = await openOffline(`/${slug}`, '/v1/gift/wishlist/confirmation');
    const gift = page.locator('#gift');
    await gift.getByRole('radio', { name: 'Wishlist' }).check();
    await gift.locator('.wishlist__item', { hasText: 'Tanaman Monstera' }).getByRole('button').first().click();
    await page
      .getByRole('dialog', { name: 'Detail Kado Keinginan' })
      .getByRole('button', { name: 'Confirm Gift' })
      .click();
    const form = page.getByRole('dialog', { name: 'Confirm Gift' });
    await form.getByLabel('Nama Pembeli').fill('Andi Wijaya');
    await form.getByLabel('Nomor WhatsApp').fill('081234567890');
    await form.getByRole('button', { name: /^Tanggal Pembelian/ }).click();
    await form
      .getByRole('grid')
      .getByRole('button', { name: /^Hari ini/ })
      .click();
    await form.getByLabel('Ekspedisi Pengiriman').fill('JNE');
    await form.getByLabel('Nomor Resi').fill('JNE0003');
    await form.getByRole('button', { name: 'Konfirmasi' }).click();
    expect(await form.getByRole('alert').textContent()).toBe(CONNECTION_LOST);
    expect(await form.getByLabel('Nomor Resi').inputValue()).toBe('JNE0003');
    expect(await form.getByLabel('Nama Pembeli').inputValue()).toBe('Andi Wijaya');
    await page.close();
  });
});
