import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phoneForThisFile } from './chromium';
import { OWNER_PASSWORD, seriousAxeViolations, signedInPage, signedOutPage } from './owner-session';
import { ownerPhoneForThisFile, ownerWithInvitation } from './owner-test-setup';

/**
 * Inviting a partner at 390 px (docs/product.md#members): the owner makes a link on 'Anggota', the
 * partner opens it signed out, registers, comes back to accept, and finds the invitation in "Undangan
 * Saya" marked with their role; the owner sees them on the list and hands the invitation over to them;
 * the new owner removes the old one, whose access then ends.
 */

// Two phones: the pages of one share its localStorage, so one signed-in account each.
const { baseUrl, phone: ownerPhone } = ownerPhoneForThisFile();
const partnerPhone = phoneForThisFile();
const SHOTS = process.env.SHOTS_DIR;

/** A screenshot at the phone's 390 px and, for a look at the layout on a laptop, at 1280 px. */
const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  const phoneSize = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  if (phoneSize) await page.setViewportSize(phoneSize);
};

describe('inviting a partner by link', () => {
  it('goes from the owner’s link through registering to the shared invitation in Undangan Saya', async () => {
    const { owner, ...invitation } = await ownerWithInvitation(baseUrl, 'Raka Pratama');
    const ownerPage = await signedInPage(ownerPhone(), baseUrl, owner);

    await ownerPage.goto(`${baseUrl}/invitation/${invitation.id}/setting/members`);
    await ownerPage.getByRole('heading', { name: 'Anggota', level: 1 }).waitFor();
    await ownerPage.getByText('Belum ada yang diajak.').waitFor();
    expect(await seriousAxeViolations(ownerPage)).toEqual([]);
    // No address: 'Kirim lewat email' says what to do, and sends nothing.
    await ownerPage.getByRole('button', { name: 'Kirim lewat email' }).click();
    await ownerPage.getByRole('alert').filter({ hasText: 'Isi email orang yang diundang' }).waitFor();

    await ownerPage.getByLabel('Peran', { exact: true }).selectOption('editor');
    await ownerPage.getByRole('button', { name: 'Buat tautan undangan' }).click();
    const address = ownerPage.getByRole('textbox', { name: 'Tautan undangan' });
    await address.waitFor();
    const link = await address.inputValue();
    expect(link).toMatch(/\/invitation\/accept\?token=[\w-]+$/);
    const whatsApp = await ownerPage.getByRole('link', { name: 'Kirim via WhatsApp' }).getAttribute('href');
    expect(whatsApp).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(new URL(whatsApp!).searchParams.get('text')).toContain(link);
    await ownerPage.getByText('Menunggu diterima').waitFor();
    await shot(ownerPage, 'members-link');

    // The partner, signed out, opens the link: sign in first, or register, and back to accept.
    const partner = await signedOutPage(partnerPhone(), baseUrl);
    const path = new URL(link).pathname + new URL(link).search;
    await partner.goto(`${baseUrl}${path}`);
    await partner.waitForURL((url) => url.pathname === '/login');
    await partner.getByRole('link', { name: 'Daftar gratis' }).click();
    await partner.waitForURL((url) => url.pathname === '/register');
    await partner.getByLabel('Nama').fill('Ayu Lestari');
    await partner.getByLabel('Email').fill(`ayu-${Date.now()}@contoh.id`);
    await partner.getByLabel('Kata sandi', { exact: true }).fill(OWNER_PASSWORD);
    await partner.getByRole('button', { name: 'Buat Akun' }).click();
    await partner.waitForURL((url) => url.pathname === '/invitation/accept');
    await partner.getByRole('heading', { name: 'Terima Undangan' }).waitFor();
    expect(await seriousAxeViolations(partner)).toEqual([]);
    await shot(partner, 'member-accept');
    await partner.getByRole('button', { name: 'Terima undangan' }).click();
    await partner
      .getByRole('status')
      .filter({ hasText: `Anda kini Editor undangan /${invitation.slug}.` })
      .waitFor();
    await shot(partner, 'member-accepted');

    await partner.getByRole('link', { name: 'Ke Undangan Saya' }).click();
    await partner.waitForURL(`${baseUrl}/invitation`);
    await partner.getByText('Dibagikan · Editor').waitFor();
    await shot(partner, 'my-invitations-shared');
    // In the invitation: the role said, and no 'Anggota' page in its menu.
    await partner.goto(`${baseUrl}/invitation/${invitation.id}`);
    await partner.getByRole('note').filter({ hasText: 'Dibagikan kepada Anda · Editor.' }).waitFor();
    expect(await partner.locator('#invitation-menu').getByRole('link', { name: 'Anggota' }).count()).toBe(0);
    // Publishing is the owner's: the editor reads the status without the button.
    await partner.getByText('Hanya pemilik undangan yang dapat menerbitkan').waitFor();
    expect(await partner.getByRole('button', { name: 'Terbitkan' }).count()).toBe(0);
    await shot(partner, 'member-dashboard');
    // Its address typed in: said plainly, no form.
    await partner.goto(`${baseUrl}/invitation/${invitation.id}/setting/members`);
    await partner.getByText('Hanya pemilik undangan yang dapat mengatur anggota.').waitFor();
    expect(await partner.getByRole('button', { name: 'Buat tautan undangan' }).count()).toBe(0);

    // The owner's list shows the partner by name.
    await ownerPage.reload();
    await ownerPage.getByRole('button', { name: 'Hapus Ayu Lestari' }).waitFor();
    await ownerPage.getByText('Sudah bergabung').waitFor();
    await shot(ownerPage, 'members-list');

    // Handing over asks first; the partner becomes the owner, the owner stays on as an editor.
    await ownerPage.getByRole('button', { name: 'Jadikan pemilik Ayu Lestari' }).click();
    const handOver = ownerPage.getByRole('dialog', { name: 'Serahkan undangan kepada Ayu Lestari?' });
    await handOver.waitFor();
    await shot(ownerPage, 'members-hand-over-ask');
    await handOver.getByRole('button', { name: 'Serahkan Undangan' }).click();
    await ownerPage.getByRole('status').filter({ hasText: 'Undangan ini kini milik Ayu Lestari.' }).waitFor();
    expect(await ownerPage.getByRole('button', { name: 'Buat tautan undangan' }).count()).toBe(0);
    await shot(ownerPage, 'members-handed-over');

    // Now Ayu manages the members: removing Raka asks first, then ends his access on his next request.
    await partner.goto(`${baseUrl}/invitation/${invitation.id}/setting/members`);
    await partner.getByRole('button', { name: 'Hapus Raka Pratama' }).click();
    const dialog = partner.getByRole('dialog', { name: 'Hapus Raka Pratama dari undangan?' });
    await dialog.waitFor();
    await shot(partner, 'members-remove-ask');
    await dialog.getByRole('button', { name: 'Hapus Anggota' }).click();
    await partner.getByRole('status').filter({ hasText: 'Raka Pratama tidak lagi punya akses' }).waitFor();
    await ownerPage.goto(`${baseUrl}/invitation`);
    await ownerPage.getByRole('heading', { name: 'Undangan Saya' }).waitFor();
    await ownerPage.getByRole('heading', { name: 'Belum ada undangan' }).waitFor();
  });
});
