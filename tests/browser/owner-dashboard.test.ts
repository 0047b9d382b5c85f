import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { TOKEN_KEYS } from '../../app/api/tokens';
import { launchPhone, phoneForThisFile } from './chromium';
import { createInvitation, payForInvitation, registerOwner, seriousAxeViolations } from './owner-session';

const baseUrl = inject('baseUrl');
const phone = phoneForThisFile();
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

type Tokens = { access_token: string; refresh_token: string };

async function call<T>(
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<{ status: number; data: T }> {
  const headers = new Headers(init.headers);
  if (init.body) headers.set('content-type', 'application/json');
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const response = await fetch(`${baseUrl}${path}`, { ...init, headers });
  const body = (await response.json().catch(() => ({}))) as { data: T };
  return { status: response.status, data: body.data };
}

/** A fresh owner (registered through the API) with a draft invitation of their own. */
async function ownerWithDraft() {
  const owner = await registerOwner(baseUrl, 'Rina');
  const slug = `dasbor-${randomUUID().slice(0, 8)}`;
  const created = await createInvitation(baseUrl, owner, {
    slug,
    groom: { person_name: 'Dimas Pratama', person_nickname: 'Dimas' },
    bride: { person_name: 'Rina Lestari', person_nickname: 'Rina' },
  });
  expect((created as { status?: string }).status).toBe('draft');
  const tokens: Tokens = { access_token: owner.access_token, refresh_token: owner.refresh_token };
  return { tokens, slug, id: created.id };
}

/** A page signed in as that owner: both tokens in localStorage, as the sign-in page leaves them. */
async function signedInPage(tokens: Tokens): Promise<Page> {
  const page = await phone().newPage();
  await page.addInitScript(
    ([keys, pair]) => {
      localStorage.setItem(keys.access, pair.access_token);
      localStorage.setItem(keys.refresh, pair.refresh_token);
    },
    [TOKEN_KEYS, tokens] as const,
  );
  return page;
}

/** The public page's answer for a visitor without a token. */
const visitorStatus = async (slug: string) => (await call(`/v1/invitation/slug/${slug}/page`)).status;

describe("the owner's dashboard", () => {
  it('publishes a draft once its plan is paid, after which a visitor without a token opens the public page', async () => {
    const owner = await ownerWithDraft();
    // Publishing needs the plan paid (docs/product.md#payment; the unpaid path: owner-payment.test.ts).
    await payForInvitation(baseUrl, owner.tokens, owner.id);
    expect(await visitorStatus(owner.slug)).toBe(404);
    const page = await signedInPage(owner.tokens);
    await page.goto(`${baseUrl}/invitation/${owner.id}`);
    await page.getByText('hanya Anda yang dapat melihatnya', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Terbitkan' }).click();
    await page.getByText('Undangan diterbitkan. Tamu kini dapat membukanya.').waitFor();
    await page.getByRole('button', { name: 'Kembalikan ke Draf' }).waitFor();
    expect(await visitorStatus(owner.slug)).toBe(200);

    // A visitor on a phone of their own: no owner's token anywhere in its storage.
    const visitor = await launchPhone();
    try {
      const guestPage = await visitor.context.newPage();
      await guestPage.goto(`${baseUrl}/${owner.slug}`);
      await guestPage.getByRole('button', { name: 'Buka Undangan' }).first().waitFor();
      expect(await guestPage.evaluate((key) => localStorage.getItem(key), TOKEN_KEYS.access)).toBeNull();
    } finally {
      await visitor.close();
    }
    await page.close();
  });

  it('creates a version, lists it with its link, and deletes it after asking', async () => {
    const owner = await ownerWithDraft();
    const page = await signedInPage(owner.tokens);
    await page.goto(`${baseUrl}/invitation/${owner.id}`);
    await page.getByText('Belum ada versi.').waitFor();
    await page.getByLabel('Nama versi').fill('Keluarga');
    await page.getByRole('button', { name: 'Buat Versi' }).click();
    await page.getByText(`Versi "Keluarga" dibuat dengan tautan /${owner.slug}-1.`).waitFor();
    const link = page.getByRole('link', { name: `/${owner.slug}-1` });
    expect(await link.getAttribute('href')).toBe(`${baseUrl}/${owner.slug}-1`);
    expect(
      (await call<unknown[]>(`/v1/invitation/${owner.id}/version`, { token: owner.tokens.access_token })).data,
    ).toHaveLength(1);

    await page.getByRole('button', { name: 'Hapus versi Keluarga' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hapus versi ini?' });
    await dialog.getByRole('button', { name: 'Hapus' }).click();
    await page.getByText('Versi "Keluarga" dihapus.').waitFor();
    await page.getByText('Belum ada versi.').waitFor();
    expect(
      (await call<unknown[]>(`/v1/invitation/${owner.id}/version`, { token: owner.tokens.access_token })).data,
    ).toEqual([]);
    await page.close();
  });

  it("downloads the link's QR code as <slug>-qr.png", async () => {
    const owner = await ownerWithDraft();
    const page = await signedInPage(owner.tokens);
    await page.goto(`${baseUrl}/invitation/${owner.id}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Unduh QR Code' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${owner.slug}-qr.png`);
    const path = await download.path();
    expect(readFileSync(path).subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    await page.close();
  });

  it('has no serious or critical accessibility violation', async () => {
    const owner = await ownerWithDraft();
    const page = await signedInPage(owner.tokens);
    await page.goto(`${baseUrl}/invitation/${owner.id}`);
    await page.getByRole('heading', { name: 'Konfirmasi kehadiran' }).waitFor();
    await page.getByText('Belum ada versi.').waitFor();
    const violations = await seriousAxeViolations(page);
    expect(violations).toEqual([]);
    await page.close();
  });
});
