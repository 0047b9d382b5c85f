import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { phoneForThisFile } from './chromium';
import { mailedLink } from './mail-files';
import {
  OWNER_PASSWORD,
  registerOwner,
  seriousAxeViolations,
  signedInPage,
  signedOutPage,
  someAddress,
  storedTokens,
  VERIFY_SUBJECT,
} from './owner-session';

/** A couple who forgot the password, and one who has not opened the verification mail yet, at 390 px. */

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
const phone = phoneForThisFile();
const SHOTS = process.env.SHOTS_DIR;

const newPage = () => signedOutPage(phone(), baseUrl);

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

describe('password recovery in the browser', () => {
  it('goes from "Lupa kata sandi?" on /login through the mailed link to a new password, signed in', async () => {
    const owner = await registerOwner(baseUrl, 'Ayu Lestari');
    const page = await newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('link', { name: 'Lupa kata sandi?' }).click();
    await page.waitForURL(`${baseUrl}/forgot-password`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('Email').fill(owner.email);
    await shot(page, 'forgot-password');
    await page.getByRole('button', { name: 'Kirim tautan' }).click();
    await page.getByRole('heading', { name: 'Cek email Anda' }).waitFor();
    expect(await page.getByRole('status').textContent()).toContain(owner.email);
    await shot(page, 'forgot-password-sent');

    const link = await mailedLink(mailDir, owner.email, 'Atur ulang kata sandi Undangan Digital');
    expect(link).toMatch(/^\/reset-password\?token=/);
    await page.goto(`${baseUrl}${link}`);
    await page.getByRole('heading', { name: 'Buat kata sandi baru' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A weak password is said at the field, and the link still works for a better one.
    const field = page.getByLabel('Kata sandi baru', { exact: true });
    await field.fill('password');
    await page.getByRole('button', { name: 'Simpan kata sandi' }).click();
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    await shot(page, 'reset-password-weak');
    await field.fill('Sandi-Baru-Ayu-2026!');
    await page.getByRole('button', { name: 'Simpan kata sandi' }).click();
    await page.waitForURL(`${baseUrl}/invitation`);
    expect((await storedTokens(page)).refresh).toBeTruthy();

    // The old password no longer signs in; the link does not work twice.
    const old = await fetch(`${baseUrl}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': someAddress() },
      body: JSON.stringify({ email: owner.email, password: OWNER_PASSWORD }),
    });
    expect(old.status).toBe(401);
    const again = await newPage();
    await again.goto(`${baseUrl}${link}`);
    await again.getByLabel('Kata sandi baru', { exact: true }).fill('Sandi-Lain-Ayu-2026!');
    await again.getByRole('button', { name: 'Simpan kata sandi' }).click();
    await again.getByRole('alert').filter({ hasText: 'Tautan ini sudah tidak berlaku' }).waitFor();
    await shot(again, 'reset-password-used');
  });
});

describe('e-mail verification in the browser', () => {
  it('shows a banner until the mailed link is opened, and resends it on request', async () => {
    const owner = await registerOwner(baseUrl, 'Raka Pratama', { verified: false });
    const page = await signedInPage(phone(), baseUrl, owner);
    await page.goto(`${baseUrl}/invitation`);
    const banner = page.getByRole('region', { name: 'Verifikasi email Anda' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain(owner.email);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await banner.getByRole('button', { name: 'Kirim ulang tautan' }).click();
    await banner.getByText(`Tautan baru sudah dikirim ke ${owner.email}`).waitFor();
    await shot(page, 'verify-banner');

    const link = await mailedLink(mailDir, owner.email, VERIFY_SUBJECT);
    expect(link).toMatch(/^\/verify-email\?token=/);
    await page.goto(`${baseUrl}${link}`);
    await page.getByRole('heading', { name: 'Email terverifikasi' }).waitFor();
    await shot(page, 'verify-done');
    await page.getByRole('link', { name: 'Ke Undangan Saya' }).click();
    await page.waitForURL(`${baseUrl}/invitation`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await banner.count()).toBe(0);

    // Opened again, the used link says so.
    await page.goto(`${baseUrl}${link}`);
    await page.getByRole('heading', { name: 'Verifikasi gagal' }).waitFor();
    expect(await page.textContent('main')).toContain('Tautan verifikasi ini sudah tidak berlaku');
  });
});
