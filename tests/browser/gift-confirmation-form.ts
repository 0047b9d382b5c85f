import type { Locator } from 'playwright-core';

/** Opens the purchase date's calendar in the 'Confirm Gift' form and picks today. */
export async function pickToday(form: Locator) {
  await form.getByRole('button', { name: /^Tanggal Pembelian/ }).click();
  await form
    .getByRole('grid')
    .getByRole('button', { name: /^Hari ini/ })
    .click();
}

/**
 * The 'Confirm Gift' form: first a too-short name and a malformed number, which it refuses with its
 * messages; then a valid confirmation, sent (the dialog closes).
 */
export async function confirmGiftAfterRefusal(form: Locator) {
  await form.getByLabel('Nama Pembeli').fill('A');
  await form.getByLabel('Nomor WhatsApp').fill('0712345');
  await form.getByRole('button', { name: 'Konfirmasi' }).click();
  await form.getByText('Nama minimal 2 karakter').waitFor();
  await form.getByText('Format nomor WhatsApp tidak valid').waitFor();
  await form.getByText('Tanggal pembelian wajib diisi').waitFor();
  await confirmGift(form, 'Andi Wijaya', 'JNE0001');
}

/** The 'Confirm Gift' form filled in validly for `buyer` and sent (the dialog closes). */
export async function confirmGift(form: Locator, buyer: string, receipt: string) {
  await form.getByLabel('Nama Pembeli').fill(buyer);
  await form.getByLabel('Nomor WhatsApp').fill('081234567890');
  await pickToday(form);
  await form.getByLabel('Ekspedisi Pengiriman').fill('JNE');
  await form.getByLabel('Nomor Resi').fill(receipt);
  await form.getByRole('button', { name: 'Konfirmasi' }).click();
  await form.waitFor({ state: 'detached' });
}
