import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phoneForThisFile } from './chromium';
import { confirmGift, confirmGiftAfterRefusal, pickToday } from './gift-confirmation-form';
import { openGuestPage } from './guest-page-on-phone';

const baseUrl = inject('baseUrl');
const slug = inject('demoSlug');
const guestCode = inject('demoGuestCode');
const phone = phoneForThisFile();

/** Opens a page past its cover, its writes and errors recorded (a refused answer is not one). */
async function open(path: string) {
  const opened = await openGuestPage(phone(), path, { allowClientErrors: true });
  await opened.page.getByRole('button', { name: 'Buka Undangan' }).click();
  // The guest flows load with the first tap (the cover); wait until they run.
  await opened.page.locator('[data-flows="live"]').waitFor();
  return opened;
}

async function ownerGuests(): Promise<
  { name: string; rsvp: { event_id: string; is_attend: boolean; pax: number }[] }[]
> {
  const login = await fetch(`${baseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@undangan.id', password: 'rahasia-demo' }),
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const invitation = (await (await fetch(`${baseUrl}/v1/invitation/slug/${slug}`)).json()) as { data: { id: string } };
  const list = await fetch(`${baseUrl}/v1/invitation/${invitation.data.id}/guest`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await list.json()) as { data: [] }).data;
}

const rsvp = (page: Page) => page.locator('#rsvp');
const wish = (page: Page) => page.locator('#wish');
const gift = (page: Page) => page.locator('#gift');

describe('RSVP', () => {
  it('an identified guest with 2 seats attends both events, cannot go above 2, and the rows are in the database', async () => {
    const { page, writes, errors } = await open(`/${slug}?to=${guestCode}`);
    await rsvp(page).getByRole('button', { name: 'Akan Hadir' }).click();
    await rsvp(page).getByText('Hadir Pada Semua Acara').click();
    const plus = rsvp(page).getByRole('button', { name: 'Tambah jumlah tamu' });
    const count = rsvp(page).getByRole('textbox', { name: 'Jumlah Tamu' });
    await rsvp(page).getByText('Undangan ini untuk 2 orang').waitFor();
    await plus.click();
    await plus.click();
    expect(await count.inputValue()).toBe('2');
    expect(await plus.isDisabled()).toBe(true);
    // Typed above the seats, the count is the seats.
    await count.fill('7');
    expect(await count.inputValue()).toBe('2');
    await rsvp(page).getByRole('button', { name: 'Submit' }).click();
    await rsvp(page).getByText('Terimakasih sudah mengisi konfirmasi kehadiran.').waitFor();
    // One answer sent (the personal link's opening is recorded apart).
    expect(writes.filter((write) => !write.endsWith('/open'))).toEqual(['POST /v1/invitation-rsvp']);
    const budi = (await ownerGuests()).find((g) => g.name === 'Budi Santoso');
    expect(budi?.rsvp).toHaveLength(2);
    expect(budi?.rsvp.every((entry) => entry.is_attend && entry.pax === 2)).toBe(true);
    await rsvp(page).getByRole('button', { name: 'Lihat QR Code' }).click();
    await page.getByRole('dialog').locator('svg').first().waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("an anonymous visitor's RSVP sends nothing, and shows the validation messages first", async () => {
    const { page, writes } = await open(`/${slug}`);
    const submit = rsvp(page).getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    await rsvp(page).getByRole('button', { name: 'Akan Hadir' }).click();
    await submit.click();
    await rsvp(page).getByText('Minimal hadir di salah satu event ya').waitFor();
    await rsvp(page).getByText('Minimal hadir satu orang ya').waitFor();
    await rsvp(page).getByText('Akad Nikah').click();
    await rsvp(page).getByRole('button', { name: 'Tambah jumlah tamu' }).click();
    await submit.click();
    await rsvp(page).getByText('Terimakasih sudah mengisi konfirmasi kehadiran.').waitFor();
    expect(writes).toEqual([]);
    await page.close();
  });
});

describe('wishes', () => {
  it('asks for name and message, then puts the new wish at the top of the list', async () => {
    const { page } = await open(`/${slug}`);
    await wish(page).getByRole('button', { name: 'Kirim' }).click();
    await wish(page).getByText('Isi nama kamu dulu ya.').waitFor();
    await wish(page).getByText('Jangan lupa isi pesannya.').waitFor();
    await wish(page).getByPlaceholder('Nama Lengkap').fill('Sekar Ayu');
    await wish(page).getByPlaceholder('Ucapan').fill('Semoga samawa, bahagia selalu!');
    await wish(page).getByRole('button', { name: 'Kirim' }).click();
    await page.getByText("Aww, terima kasih untuk ucapan dan do'anya!", { exact: false }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => wish(page).locator('.wish__item .wish__name').first().textContent()).toBe('Sekar Ayu');
    await page.close();
  });
});

describe('wishlist gifts', () => {
  it('gives every validation message, then books an item of quantity 1 after one confirmation', async () => {
    const { page } = await open(`/${slug}`);
    await gift(page).getByRole('radio', { name: 'Wishlist' }).check();
    const sheets = gift(page).locator('.wishlist__item', { hasText: 'Sprei Katun Jepang' });
    await sheets.getByRole('button', { name: 'See Detail' }).click();
    const detail = page.getByRole('dialog', { name: 'Detail Kado Keinginan' });
    expect(await detail.getByRole('link', { name: 'Purchase Gift' }).getAttribute('target')).toBe('_blank');
    await detail.getByRole('button', { name: 'Confirm Gift' }).click();

    const form = page.getByRole('dialog', { name: 'Confirm Gift' });
    await form.getByRole('button', { name: 'Konfirmasi' }).click();
    for (const message of [
      'Nama pembeli wajib diisi',
      'Nomor WhatsApp wajib diisi',
      'Tanggal pembelian wajib diisi',
      'Ekspedisi pengiriman wajib diisi',
      'Nomor resi wajib diisi',
    ]) {
      await form.getByText(message).waitFor();
    }
    await confirmGiftAfterRefusal(form);
    await sheets.getByText('booked').waitFor();
    await page.close();
  });
});

describe('gifts that remain, and QRIS', () => {
  it('shows what is left of an item of 3 until it is booked, and keeps Confirm Gift until then', async () => {
    // On the spare invitation: booking the item up must leave the demo's wishlist to the other files.
    const { page, errors } = await open(`/${inject('spareSlug')}?to=${inject('spareGuestCode')}`);
    await gift(page).getByRole('radio', { name: 'Wishlist' }).check();
    const monstera = gift(page).locator('.wishlist__item', { hasText: 'Tanaman Monstera' });
    await monstera.getByText('Sisa 3 dari 3').waitFor();
    for (const [buyer, left] of [
      ['Sekar', 'Sisa 2 dari 3'],
      ['Wulan', 'Sisa 1 dari 3'],
    ] as const) {
      await monstera.getByRole('button', { name: 'Tanaman Monstera' }).click();
      await page
        .getByRole('dialog', { name: 'Detail Kado Keinginan' })
        .getByRole('button', { name: 'Confirm Gift' })
        .click();
      await confirmGift(page.getByRole('dialog', { name: 'Confirm Gift' }), buyer, `JNE-${buyer}`);
      await monstera.getByText(left).waitFor();
    }
    await monstera.getByRole('button', { name: 'Tanaman Monstera' }).click();
    await page
      .getByRole('dialog', { name: 'Detail Kado Keinginan' })
      .getByRole('button', { name: 'Confirm Gift' })
      .click();
    await confirmGift(page.getByRole('dialog', { name: 'Confirm Gift' }), 'Bayu', 'JNE-Bayu');
    await monstera.getByText('booked').waitFor();
    expect(await monstera.getByText(/^Sisa/).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows the QRIS on the account's card: saved with 'Simpan QRIS', full screen on a tap, closed with Escape", async () => {
    const { page, errors } = await open(`/${slug}`);
    const bca = gift(page).locator('.gift-card--virtual', { hasText: 'Raka Pradipta' });
    const code = bca.locator('img.gift-qris__image');
    await code.scrollIntoViewIfNeeded();
    await expect.poll(() => code.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = await code.boundingBox();
    expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([120, 120]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      bca.getByRole('link', { name: 'Simpan QRIS' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('qris-bca.svg');

    const viewFull = bca.getByRole('button', { name: 'Lihat QRIS BCA a.n. Raka Pradipta layar penuh' });
    await viewFull.click();
    const dialog = page.getByRole('dialog', { name: 'QRIS BCA a.n. Raka Pradipta' });
    await dialog.getByRole('img', { name: 'QRIS BCA a.n. Raka Pradipta' }).waitFor();
    const shown = await dialog.getByRole('img').boundingBox();
    expect(shown!.width).toBeGreaterThan(300);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await viewFull.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('a wishlist card', () => {
  it('opens its detail with a tap or from the keyboard while not booked; a booked one does not', async () => {
    const { page } = await open('/demo/floral-whimsy');
    await gift(page).getByRole('radio', { name: 'Wishlist' }).check();
    const detail = page.getByRole('dialog', { name: 'Detail Kado Keinginan' });
    const plates = gift(page).locator('.wishlist__item', { hasText: 'Set Piring Makan' });
    // A tap on its picture (the card's button covers the card).
    await plates.click({ position: { x: 60, y: 60 } });
    await detail.waitFor();
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    await plates.getByRole('button', { name: 'Set Piring Makan' }).focus();
    await page.keyboard.press('Enter');
    await detail.waitFor();
    await page.keyboard.press('Escape');
    await plates.getByRole('button', { name: 'Set Piring Makan' }).focus();
    await page.keyboard.press('Space');
    await detail.waitFor();
    await page.keyboard.press('Escape');

    const espresso = gift(page).locator('.wishlist__item', { hasText: 'Mesin Espresso' });
    await espresso.click();
    await page.waitForTimeout(200);
    expect(await detail.count()).toBe(0);
    await page.close();
  });
});

describe('demo mode', () => {
  it('writes nothing: a wish, an RSVP and a gift confirmation all stay in the browser', async () => {
    const { page, writes } = await open('/demo/floral-whimsy');
    await wish(page).getByPlaceholder('Nama Lengkap').fill('Tamu Demo');
    await wish(page).getByPlaceholder('Ucapan').fill('Selamat!');
    await wish(page).getByRole('button', { name: 'Kirim' }).click();
    await page.getByText("Aww, terima kasih untuk ucapan dan do'anya!", { exact: false }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    await rsvp(page).getByRole('button', { name: 'Berhalangan Hadir' }).click();
    await rsvp(page).getByRole('button', { name: 'Submit' }).click();
    await rsvp(page).getByText('Terimakasih sudah mengisi konfirmasi kehadiran.').waitFor();

    await gift(page).getByRole('radio', { name: 'Wishlist' }).check();
    await gift(page)
      .locator('.wishlist__item', { hasText: 'Sprei' })
      .getByRole('button', { name: 'See Detail' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm Gift' }).click();
    const form = page.getByRole('dialog', { name: 'Confirm Gift' });
    await form.getByLabel('Nomor WhatsApp').fill('081234567890');
    await pickToday(form);
    await form.getByLabel('Ekspedisi Pengiriman').fill('JNE');
    await form.getByLabel('Nomor Resi').fill('X1');
    await form.getByLabel('Nama Pembeli').fill('Tamu Demo');
    await form.getByRole('button', { name: 'Konfirmasi' }).click();
    await form.waitFor({ state: 'detached' });
    expect(writes).toEqual([]);
    await page.close();
  });
});
