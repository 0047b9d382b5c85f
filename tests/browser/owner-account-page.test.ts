import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createInvitation,
  OWNER_PASSWORD,
  registerOwner,
  seriousAxeViolations,
  signedInPage,
  someAddress,
  storedTokens,
} from './owner-session';
import { ownerPhoneForThisFile } from './owner-test-setup';

/** "Akun Saya" on a phone (390 px): the name and photo, signing out everywhere, deleting the account. */

const { baseUrl, phone } = ownerPhoneForThisFile();
const SHOTS = process.env.SHOTS_DIR;

/** With SHOTS_DIR set: the whole page at 390 px, then at 1280 px. */
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

const apiPost = (path: string, body: unknown) =>
  fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': someAddress() },
    body: JSON.stringify(body),
  });

async function accountPage(owner: Awaited<ReturnType<typeof registerOwner>>) {
  const page = await signedInPage(phone(), baseUrl, owner);
  await page.goto(`${baseUrl}/invitation`);
  await page.getByRole('button', { name: /menu akun/ }).click();
  await page.getByRole('link', { name: 'Akun Saya' }).click();
  await page.waitForURL(`${baseUrl}/account`);
  await page.getByRole('heading', { name: 'Akun Saya', level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Profil' }).waitFor();
  return page;
}

const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the account page on a phone', () => {
  it('changes the name and the photo, and signs out of every device after asking', async () => {
    const owner = await registerOwner(baseUrl, 'Ayu Lestari');
    // Another device, signed in too.
    const other = (await (await apiPost('/v1/auth/login', { email: owner.email, password: OWNER_PASSWORD })).json())
      .data as { refresh_token: string };
    const page = await accountPage(owner);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await fitsThePhone(page)).toBe(true);
    await shot(page, 'account');

    const name = page.getByLabel('Nama', { exact: true });
    await name.fill('   ');
    await page.getByRole('button', { name: 'Simpan nama' }).click();
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('alert').filter({ hasText: 'Nama wajib diisi' }).count()).toBe(1);
    await name.fill('Ayu Kartika');
    await page.getByRole('button', { name: 'Simpan nama' }).click();
    await page.getByRole('status').filter({ hasText: 'Nama tersimpan.' }).waitFor();
    await page.locator('.account-menu__name', { hasText: 'Ayu Kartika' }).waitFor();

    const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#8e3b52' } })
      .png()
      .toBuffer();
    await page.locator('input[type=file]').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: photo });
    await page.getByRole('status').filter({ hasText: 'Foto profil tersimpan.' }).waitFor();
    await page.locator('.account-photo__avatar img').waitFor();
    await page.locator('.account-menu__avatar img').waitFor();
    await page.getByRole('button', { name: 'Hapus foto' }).waitFor();
    await shot(page, 'account-saved');

    await page.getByRole('button', { name: 'Keluar dari semua perangkat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Keluar dari semua perangkat?' });
    await dialog.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'account-sign-out-everywhere');
    await dialog.getByRole('button', { name: 'Keluar dari semua' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByText('Anda sudah keluar dari semua perangkat').waitFor();
    expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
    // The other device's session ended too.
    expect((await apiPost('/v1/auth/refresh', { refresh_token: other.refresh_token })).status).toBe(401);
    expect((await apiPost('/v1/auth/refresh', { refresh_token: owner.refresh_token })).status).toBe(401);
  });

  it('lists the invitations an account owns instead of deleting it', async () => {
    const owner = await registerOwner(baseUrl, 'Raka Pratama');
    const invitation = await createInvitation(baseUrl, owner);
    const page = await accountPage(owner);
    const danger = page.getByRole('region', { name: 'Hapus akun' });
    await danger.getByText('Akun ini masih memiliki 1 undangan').waitFor();
    expect(await danger.getByRole('link', { name: `/${invitation.slug}` }).getAttribute('href')).toBe(
      `/invitation/${invitation.id}`,
    );
    expect(await danger.getByRole('button', { name: 'Hapus akun' }).count()).toBe(0);
    await danger.scrollIntoViewIfNeeded();
    await shot(page, 'account-owns-invitations');
  });

  it('deletes the account after asking, naming what is lost, with the password', async () => {
    const owner = await registerOwner(baseUrl, 'Dewi Sartika');
    const page = await accountPage(owner);
    const danger = page.getByRole('region', { name: 'Hapus akun' });
    await danger.getByText('semua foto dan berkas yang pernah Anda unggah', { exact: true }).waitFor();
    await danger.getByRole('button', { name: 'Hapus akun', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Hapus akun selamanya?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('tidak bisa dibatalkan');

    // A wrong password is said at the field; the dialog stays, the account too.
    const password = dialog.getByLabel('Kata sandi saat ini');
    await password.fill('bukan-kata-sandinya');
    await dialog.getByRole('button', { name: 'Hapus akun selamanya' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Kata sandi saat ini salah' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'account-delete-wrong-password');
    await password.fill(OWNER_PASSWORD);
    await dialog.getByRole('button', { name: 'Hapus akun selamanya' }).click();

    await page.waitForURL(`${baseUrl}/login`);
    await page.getByText('Akun Anda sudah dihapus').waitFor();
    expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
    const login = await apiPost('/v1/auth/login', { email: owner.email, password: OWNER_PASSWORD });
    expect(login.status).toBe(401);
  });
});
