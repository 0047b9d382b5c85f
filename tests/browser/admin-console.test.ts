import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Order } from '../../schemas/entities/order.schema';
import {
  ownerCall,
  payForInvitation,
  publish,
  registerOwner,
  seriousAxeViolations,
  signedInPage,
  signedOutPage,
} from './owner-session';
import { ownerPhoneForThisFile, ownerWithInvitation } from './owner-test-setup';

const { baseUrl, phone } = ownerPhoneForThisFile();

/** A new couple's invitation on the Fair plan, unpaid. */
const coupleWithInvitation = (name: string) =>
  ownerWithInvitation(baseUrl, name, {
    plan_code: 'fair',
    groom: { person_name: 'Dimas Pratama', person_nickname: 'Dimas' },
    bride: { person_name: `${name} Lestari`, person_nickname: name },
  });

/** The operator (global-setup.ts), signed in through the API on a page of its own. */
async function operatorPage(): Promise<Page> {
  const { email, password } = inject('operator');
  const session = await ownerCall<{ access_token: string; refresh_token: string }>(
    baseUrl,
    { access_token: '' },
    'POST',
    '/v1/auth/login',
    { email, password },
  );
  return signedInPage(phone(), baseUrl, { name: 'Operator', email, password, ...session });
}

/** A list's search in the console: `text` typed and sent. */
async function search(page: Page, label: string, text: string) {
  await page.getByLabel(label).fill(text);
  await page.getByRole('button', { name: 'Cari' }).click();
}

describe('the operator console', () => {
  it('signs the operator in, lists the pending transfer, confirms it, and the invitation can then be published', async () => {
    const { owner, id } = await coupleWithInvitation('Ayu');
    const order = await ownerCall<Order>(baseUrl, owner, 'POST', `/v1/invitation/${id}/order`, {
      plan_code: 'fair',
      method: 'transfer',
    });
    await expect(publish(baseUrl, owner, id)).rejects.toThrow('402');

    // Signed out, /admin asks for the sign-in first and comes back after it.
    const page = await signedOutPage(phone(), baseUrl);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl}/admin`);
    await page.waitForURL(`${baseUrl}/login?next=%2Fadmin`);
    const { email, password } = inject('operator');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Kata sandi').fill(password);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.getByRole('heading', { name: 'Pesanan', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');

    // Other test files' orders wait too: this one found by its number.
    await search(page, 'Cari nomor pesanan, slug atau email', order.order_id);
    const row = page.getByRole('row').filter({ hasText: order.order_id });
    await row.waitFor();
    expect(await row.textContent()).toContain(owner.email);
    expect(await row.textContent()).toContain('Rp 49.000');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await row.getByRole('button', { name: `Konfirmasi pesanan ${order.order_id}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Konfirmasi transfer?' });
    await dialog.getByRole('button', { name: 'Konfirmasi' }).click();
    await page.getByText(`Pesanan ${order.order_id} dikonfirmasi: paket Fair aktif.`).waitFor();
    await page.getByText('Tidak ada pesanan berstatus Menunggu.').waitFor();

    // Paid: the couple may publish it, and the log says who confirmed it.
    await publish(baseUrl, owner, id);
    const [paid] = await ownerCall<Order[]>(baseUrl, owner, 'GET', `/v1/invitation/${id}/order`);
    expect(paid).toMatchObject({ order_id: order.order_id, status: 'paid' });
    await page.getByRole('navigation', { name: 'Menu operator' }).getByRole('link', { name: 'Log' }).click();
    const line = page.getByRole('row').filter({ hasText: `order:${order.order_id}` });
    expect(await line.textContent()).toContain('Mengonfirmasi transfer');
    expect(await line.textContent()).toContain(email);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("suspends an invitation: its public page then says 'Undangan ini sedang tidak tersedia.' until it is restored", async () => {
    const { owner, id, slug } = await coupleWithInvitation('Sinta');
    await payForInvitation(baseUrl, owner, id, 'fair');
    await publish(baseUrl, owner, id);

    const page = await operatorPage();
    await page.goto(`${baseUrl}/admin/invitations`);
    await search(page, 'Cari slug atau email pemilik', slug);
    const row = page.getByRole('row').filter({ hasText: `/${slug}` });
    await row.getByRole('button', { name: `Tangguhkan undangan /${slug}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Tangguhkan undangan?' });
    await dialog.getByLabel('Alasan').fill('Laporan penipuan');
    await dialog.getByRole('button', { name: 'Tangguhkan' }).click();
    await page.getByText(`Undangan /${slug} ditangguhkan.`).waitFor();
    await row.getByText('Alasan: Laporan penipuan').waitFor();

    // A page beside the console's (one localStorage: signing a page out would sign the console out too).
    const guest = await phone().newPage();
    await guest.goto(`${baseUrl}/${slug}`);
    await guest.getByRole('heading', { name: 'Undangan ini sedang tidak tersedia.' }).waitFor();

    await row.getByRole('button', { name: `Pulihkan undangan /${slug}` }).click();
    await page.getByRole('dialog', { name: 'Pulihkan undangan?' }).getByRole('button', { name: 'Pulihkan' }).click();
    await page.getByText(`Undangan /${slug} dipulihkan.`).waitFor();
    await guest.reload();
    await guest.locator('.invitation').first().waitFor({ state: 'attached' });
    await guest.close();
    await page.close();
  });

  it("shows an owner who is no operator 'Halaman ini khusus operator', with the way back to their invitations", async () => {
    const owner = await registerOwner(baseUrl, 'Bukan Operator');
    const page = await signedInPage(phone(), baseUrl, owner);
    await page.goto(`${baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Halaman ini khusus operator', level: 1 }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Menu operator' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Kembali ke Undangan Saya' }).click();
    await page.waitForURL(`${baseUrl}/invitation`);
    await page.close();
  });
});
