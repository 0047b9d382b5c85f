import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { formatLongDate } from '../../engine/format/calendar-days';
import type { Order } from '../../schemas/entities/order.schema';
import { phoneForThisFile } from './chromium';
import { createInvitation, ownerCall, registerOwner, seriousAxeViolations, signedInPage } from './owner-session';

const baseUrl = inject('baseUrl');
const phone = phoneForThisFile();
const DAY = 86_400_000;

/** The test's operator (global-setup.ts), signed in: their token. */
async function operatorToken(): Promise<string> {
  const { email, password } = inject('operator');
  const session = await ownerCall<{ access_token: string }>(baseUrl, { access_token: '' }, 'POST', '/v1/auth/login', {
    email,
    password,
  });
  return session.access_token;
}

/** The page a public visitor gets for `slug`: its status. */
const visitorStatus = async (slug: string) => (await fetch(`${baseUrl}/v1/invitation/slug/${slug}/page`)).status;

describe('paying for a plan by bank transfer', () => {
  it('takes a new couple from an unpaid draft through the transfer, its proof and the check to PAID, a receipt and publishing', async () => {
    const owner = await registerOwner(baseUrl, 'Rina');
    const operator = { access_token: await operatorToken() };
    // The operator's account the couple transfers to (set in the operator console).
    const accountNumber = String(randomInt(10 ** 9, 10 ** 10));
    await ownerCall(baseUrl, operator, 'POST', '/v1/admin/transfer-accounts', {
      channel_type: 'BCA',
      account_number: accountNumber,
      account_name: 'PT Undangan Digital',
    });
    const { id, slug } = await createInvitation(baseUrl, owner, {
      plan_code: 'fair',
      groom: { person_name: 'Dimas Pratama', person_nickname: 'Dimas' },
      bride: { person_name: 'Rina Lestari', person_nickname: 'Rina' },
    });

    // Unpaid, it cannot be published: the dashboard offers paying first.
    await expect(
      ownerCall(baseUrl, owner, 'PUT', `/v1/invitation/${id}/status`, { status: 'published' }),
    ).rejects.toThrow('402 Bayar paket dulu untuk menerbitkan undangan ini');
    const page = await signedInPage(phone(), baseUrl, owner);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl}/invitation/${id}`);
    const status = page.getByRole('region', { name: 'Status & paket' });
    await status.getByText('Paket Fair belum dibayar', { exact: false }).waitFor();
    expect(await status.getByRole('button', { name: 'Terbitkan' }).count()).toBe(0);
    await status.getByRole('link', { name: 'Bayar & Terbitkan' }).click();

    // 'Paket & Pembayaran': the plan with its amount and both dates before paying.
    await page.getByRole('heading', { name: 'Paket & Pembayaran', level: 1 }).waitFor();
    await page.getByRole('radio', { name: /^Fair/ }).check();
    const today = formatLongDate(new Date().toISOString());
    const until = formatLongDate(new Date(Date.now() + 90 * DAY).toISOString());
    await page.getByText(`Aktif sejak ${today} sampai ${until}`).waitFor();
    await page.getByText('tidak pernah berakhir sebelum 7 hari setelah acara utama', { exact: false }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Bayar Rp 49.000' }).click();

    // The order: where to transfer how much, then the proof.
    const waiting = page.getByRole('region', { name: 'Menunggu pembayaran' });
    await waiting.getByText(accountNumber).waitFor();
    expect(await waiting.textContent()).toContain('Rp 49.000');
    expect(await seriousAxeViolations(page)).toEqual([]);
    const proof = await sharp({ create: { width: 400, height: 700, channels: 3, background: '#3d6b8c' } })
      .png()
      .toBuffer();
    await waiting
      .getByLabel('Unggah bukti transfer')
      .setInputFiles({ name: 'bukti.png', mimeType: 'image/png', buffer: proof });
    const checking = page.getByRole('region', { name: 'Menunggu konfirmasi' });
    await checking.getByRole('img', { name: 'Bukti transfer yang terkirim' }).waitFor();
    const [order] = await ownerCall<Order[]>(baseUrl, owner, 'GET', `/v1/invitation/${id}/order`);
    expect(order).toMatchObject({ status: 'pending', method: 'transfer', gross_amount: 49000 });
    expect(order!.proof_url).toMatch(/^\/media\//);

    // The operator sees the money and confirms; the page, asking again while it waits, shows PAID.
    await ownerCall(baseUrl, operator, 'POST', `/v1/admin/orders/${order!.order_id}/confirm`, {});
    const history = page.getByRole('region', { name: 'Riwayat pesanan' });
    await history.getByText('PAID').waitFor({ timeout: 20_000 });
    await page.getByRole('region', { name: 'Paket saat ini' }).getByText('PAID').waitFor();

    // Its receipt, printed without the menus.
    await history.getByRole('link', { name: `Kuitansi pesanan ${order!.order_id}` }).click();
    const receipt = page.getByRole('article', { name: 'Kuitansi Pembayaran' });
    await receipt.waitFor();
    const text = await receipt.textContent();
    for (const fact of [order!.order_id, 'Fair (Bayar)', 'Transfer bank', 'Rp 49.000', `Aktif sampai${until}`]) {
      expect(text).toContain(fact);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Cetak' }).click();
    expect(await page.locator('body').getAttribute('data-printed')).toBe('yes');
    await page.emulateMedia({ media: 'print' });
    for (const hidden of ['.owner-topbar', '.invitation-shell__menu-button', '.receipt-page__actions']) {
      expect(await page.locator(hidden).isVisible(), hidden).toBe(false);
    }
    expect(await receipt.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    // Paid, it is published from the dashboard; guests open it.
    await page.goto(`${baseUrl}/invitation/${id}`);
    await status.getByText('PAID').waitFor();
    await status.getByRole('button', { name: 'Terbitkan' }).click();
    await page.getByText('Undangan diterbitkan. Tamu kini dapat membukanya.').waitFor();
    expect(await visitorStatus(slug)).toBe(200);
    expect(errors).toEqual([]);
    await page.close();
  });
});
