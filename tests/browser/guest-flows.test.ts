import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phoneForThisFile } from './chromium';
import { confirmGiftAfterRefusal, pickToday } from './gift-confirmation-form';
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
  it('an identified guest attends both events with 3 people, and the rows are in the database', async () => {
    const { page, writes, errors } = await open(`/${slug}?to=${guestCode}`);
    await rsvp(page).getByRole('button', { name: 'Akan Hadir' }).click();
    await rsvp(page).getByText('Hadir Pada Semua Acara').click();
    for (let i = 0; i < 3; i += 1) await rsvp(page).getByRole('button', { name: 'Tambah jumlah tamu' }).click();
    await rsvp(page).getByRole('button', { name: 'Submit' }).click();
    await rsvp(page).getByText('Terimakasih sudah mengisi konfirmasi kehadiran.').waitFor();
    expect(writes).toEqual(['POST /v1/invitation-rsvp']);
    const budi = (await ownerGuests()).find((g) => g.name === 'Budi Santoso');
    expect(budi?.rsvp).toHaveLength(2);
    expect(budi?.rsvp.every((entry) => entry.is_attend && entry.pax === 3)).toBe(true);
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
