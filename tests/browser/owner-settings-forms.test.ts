import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { TOKEN_KEYS } from '../../app/api/tokens';
import { phoneForThisFile } from './chromium';
import { createInvitation, payForInvitation, registerOwner, seriousAxeViolations } from './owner-session';

const baseUrl = inject('baseUrl');
const phone = phoneForThisFile();

type Owner = { access_token: string; refresh_token: string; invitationId: string; slug: string };

async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body) headers.set('content-type', 'application/json');
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const response = await fetch(`${baseUrl}${path}`, { ...init, headers });
  const body = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** A fresh owner (through the API) with a draft invitation of their own, on the luxury plan. */
async function freshOwner(): Promise<Owner> {
  const owner = await registerOwner(baseUrl, 'Budi');
  const slug = `forms-${randomUUID().slice(0, 8)}`;
  const invitation = await createInvitation(baseUrl, owner, {
    slug,
    groom: { person_name: 'Budi Santoso', person_nickname: 'Budi' },
    bride: { person_name: 'Ani Lestari', person_nickname: 'Ani' },
  });
  const { access_token, refresh_token } = owner;
  return { access_token, refresh_token, invitationId: invitation.id, slug };
}

/** The owner's page, signed in (tokens in localStorage), recording CSP violations and console errors. */
async function ownerPage(owner: Owner, path: string): Promise<{ page: Page; problems: () => Promise<string[]> }> {
  const page = await phone().newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // Failed requests are told by the response listener below, with their address.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  // The preview frame's first request of a draft answers 404 (the frame's HTML request carries no
  // token; the app then reads the draft through the API): not a problem of the form.
  const previewDraft = (url: string) => url.includes('is_preview=true');
  page.on('response', (response) => {
    if (response.status() >= 400 && !previewDraft(response.url()))
      errors.push(`${response.status()} ${response.url()}`);
  });
  await page.addInitScript(
    ([keys, access, refresh]) => {
      localStorage.setItem(keys.access, access);
      localStorage.setItem(keys.refresh, refresh);
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
      );
    },
    [TOKEN_KEYS, owner.access_token, owner.refresh_token] as const,
  );
  await page.goto(`${baseUrl}/invitation/${owner.invitationId}/setting/${path}`, { waitUntil: 'networkidle' });
  const problems = async () => [
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
    ...errors,
  ];
  return { page, problems };
}

describe('the owner’s settings forms (generated from their schemas)', () => {
  it('general: saves meta_title and caption_share, the preview reloads, the published page’s og:title shows the title', async () => {
    const owner = await freshOwner();
    const { page, problems } = await ownerPage(owner, 'general');
    await page.getByLabel('Judul tautan').fill('Pernikahan Budi & Ani');
    await page.getByLabel('Teks bagikan').fill('Halo {nama}, buka {link}');
    await expect
      .poll(() => page.getByTestId('caption-sample').textContent())
      .toContain(`Halo Budi Santoso, buka ${baseUrl}/${owner.slug}?to=`);
    const frame = page.locator('iframe[title="Pratinjau undangan"]');
    const before = await frame.elementHandle();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Perubahan tersimpan').waitFor();
    // The preview is a new frame (its key is the revision): the old one left the page.
    await expect.poll(async () => (await before?.evaluate((node) => node.isConnected)) ?? false).toBe(false);

    await payForInvitation(baseUrl, owner, owner.invitationId);
    await call(`/v1/invitation/${owner.invitationId}/status`, {
      method: 'PUT',
      token: owner.access_token,
      body: JSON.stringify({ status: 'published' }),
    });
    const html = await (await fetch(`${baseUrl}/${owner.slug}`)).text();
    expect(html).toContain('<meta property="og:title" content="Pernikahan Budi &amp; Ani" />');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await problems()).toEqual([]);
    await page.close();
  });

  it('general: leaving with unsaved changes asks first', async () => {
    const owner = await freshOwner();
    // A move inside the app: the shell's menu link.
    const { page: second, problems } = await ownerPage(owner, 'general');
    await second.getByLabel('Judul tautan').fill('Belum disimpan');
    await second.getByRole('button', { name: /^Menu ·/ }).click();
    await second.getByRole('link', { name: 'Sampul' }).click();
    await second.locator('dialog[open]').getByText('Perubahan belum disimpan').waitFor();
    await second.getByRole('button', { name: 'Tetap di sini' }).click();
    await expect.poll(() => second.getByLabel('Judul tautan').inputValue()).toBe('Belum disimpan');
    expect(await problems()).toEqual([]);
    await second.close();
  });

  it('thumbnail: uploads a PNG and shows it in the link-preview card; cover: no axe or CSP problem', async () => {
    const owner = await freshOwner();
    const { page, problems } = await ownerPage(owner, 'thumbnail');
    const png = await sharp({ create: { width: 600, height: 315, channels: 3, background: '#8e3b52' } })
      .png()
      .toBuffer();
    await page.getByLabel('Gambar thumbnail').setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: png });
    const image = page.getByTestId('link-preview-image');
    await expect.poll(() => image.getAttribute('src')).toMatch(/^\/media\//);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Perubahan tersimpan').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await problems()).toEqual([]);
    await page.close();

    if (process.env.FORMS_SHOTS) {
      for (const area of ['general', 'cover', 'thumbnail']) {
        const shot = await ownerPage(owner, area);
        for (const [width, height] of [
          [390, 844],
          [1280, 800],
        ] as const) {
          await shot.page.setViewportSize({ width, height });
          await shot.page.waitForTimeout(300);
          await shot.page.screenshot({ path: `/tmp/forms/${area}-${width}.png`, fullPage: true });
        }
        await shot.page.close();
      }
    }
    const cover = await ownerPage(owner, 'cover');
    await cover.page.getByLabel('Sapaan tamu').waitFor();
    expect(await seriousAxeViolations(cover.page)).toEqual([]);
    expect(await cover.problems()).toEqual([]);
    await cover.page.close();
  });

  it("cover: the couple's photo uploads, shows on the published cover and at the laptop's side, and can be removed", async () => {
    const owner = await freshOwner();
    const { page, problems } = await ownerPage(owner, 'cover');
    const jpeg = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#5a7d6b' } })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel('Foto pasangan')
      .setInputFiles({ name: 'prewedding.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    const chosen = page.getByRole('img', { name: 'Foto pasangan saat ini' });
    await expect.poll(() => chosen.getAttribute('src')).toMatch(/^\/media\//);
    const photo = (await chosen.getAttribute('src')) as string;
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Perubahan tersimpan').waitFor();
    expect(await problems()).toEqual([]);

    const guest = await phone().newPage();
    // The draft, in the owner's own view (their token): the app reads it through the API.
    await guest.addInitScript(([keys, access]) => localStorage.setItem(keys.access, access), [
      TOKEN_KEYS,
      owner.access_token,
    ] as const);
    await guest.goto(`${baseUrl}/${owner.slug}`, { waitUntil: 'networkidle' });
    await expect.poll(() => guest.locator('.cover__picture img').getAttribute('src')).toBe(photo);
    await guest.setViewportSize({ width: 1280, height: 800 });
    const column = await guest.locator('.invitation').boundingBox();
    expect(column && column.x + column.width).toBeCloseTo(1280, 0);
    expect(column?.width).toBeLessThanOrEqual(540);
    const side = await guest.evaluate(
      () => getComputedStyle(document.querySelector('.invitation')!, '::before').backgroundImage,
    );
    expect(side).toContain(photo);
    await guest.close();

    await page.getByRole('button', { name: 'Hapus gambar' }).click();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Perubahan tersimpan').last().waitFor();
    await expect
      .poll(async () => {
        const rows = await call<{ slug: string; image?: string }[]>(
          `/v1/invitation/section?invitation_id=${owner.invitationId}`,
          { token: owner.access_token },
        );
        return rows.find((row) => row.slug === 'opening')?.image;
      })
      .toBeUndefined();
    await page.close();
  });
});
