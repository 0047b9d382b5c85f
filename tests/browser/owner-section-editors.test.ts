import { randomUUID } from 'node:crypto';
import type { FrameLocator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { TOKEN_KEYS } from '../../app/api/tokens';
import { phoneForThisFile } from './chromium';
import { EDITED_SECTIONS } from '../../schemas/requests/section-editor';
import { openInvitation } from './open-invitation';
import {
  createInvitation,
  payForInvitation,
  registerOwner,
  seriousAxeViolations,
  type TestOwner,
} from './owner-session';

const baseUrl = inject('baseUrl');
// A laptop: the editor and its preview side by side (the phone's layout is checked with axe below).
const laptop = phoneForThisFile({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });

type Setup = { owner: TestOwner; id: string; slug: string };

async function api<T>(owner: TestOwner, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${owner.access_token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.data;
}

/** A signed-in page on one section editor, recording CSP violations, page errors and failed calls. */
async function editor(setup: Setup, slug: string) {
  const page = await laptop().newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => {
    // The preview frame's first request of a draft answers 404 (its HTML request carries no token).
    if (response.status() >= 400 && !response.url().includes('is_preview=true'))
      problems.push(`${response.status()} ${response.url()}`);
  });
  await page.addInitScript(
    ([keys, access, refresh]) => {
      localStorage.setItem(keys.access, access);
      localStorage.setItem(keys.refresh, refresh);
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP ${event.effectiveDirective} ${event.blockedURI}`),
      );
    },
    [TOKEN_KEYS, setup.owner.access_token, setup.owner.refresh_token] as const,
  );
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(message.text());
  });
  await page.goto(`${baseUrl}/invitation/${setup.id}/section/${slug}`, { waitUntil: 'networkidle' });
  const preview = page.frameLocator('iframe[title="Pratinjau undangan"]');
  return { page, preview, problems };
}

const image = (colour: string) =>
  sharp({ create: { width: 900, height: 700, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** The section's settings form: its own save button among the content's. */
const saveSettings = async (page: Page) => {
  await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
  await page.getByText('Perubahan tersimpan').waitFor();
};

/** A page (360 px wide, then 1280) has no serious axe violation and no page wider than the screen. */
async function usableAt360And1280(page: Page) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(200);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
}

const textOf = (frame: FrameLocator, selector: string) => frame.locator(selector).innerText();

describe("the owner's section editors, end to end", () => {
  const setup = {} as Setup;

  it('prepares an owner and a draft invitation', async () => {
    setup.owner = await registerOwner(baseUrl, 'Dewi');
    setup.slug = `bagian-${randomUUID().slice(0, 8)}`;
    const made = await createInvitation(baseUrl, setup.owner, {
      slug: setup.slug,
      groom: { person_name: 'Bagus', person_nickname: 'Bagus' },
      bride: { person_name: 'Dewi', person_nickname: 'Dewi' },
    });
    setup.id = made.id;
  });

  it('couple: both persons with a cropped photo, seen in the preview before saving', async () => {
    const { page, preview, problems } = await editor(setup, 'couple');
    const groom = page.getByRole('group', { name: 'Mempelai pria' });
    await groom.getByLabel('Nama lengkap (wajib)').fill('Bagus Prakoso, S.Kom.');
    await groom.getByLabel('Nama panggilan (wajib)').fill('Bagus');
    await groom.getByLabel('Nama ayah').fill('Bapak Prakoso');
    const bride = page.getByRole('group', { name: 'Mempelai wanita' });
    await bride.getByLabel('Nama lengkap (wajib)').fill('Dewi Anggraini');
    await expect.poll(() => textOf(preview, '#couple')).toContain('Dewi Anggraini');
    await groom
      .getByLabel('Foto')
      .setInputFiles({ name: 'bagus.jpg', mimeType: 'image/jpeg', buffer: await image('#8e3b52') });
    await groom.getByRole('button', { name: 'Pakai foto ini' }).click();
    await expect
      .poll(() => groom.getByRole('img', { name: 'Foto saat ini' }).getAttribute('src'))
      .toMatch(/^\/media\//);
    await expect.poll(() => preview.locator('#couple img[src^="/media/"]').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await page.getByText('Perubahan tersimpan').waitFor();
    const content = await api<{ couple: { groom: { person_image?: string; person_name: string } } }>(
      setup.owner,
      'GET',
      `/v1/invitation/${setup.id}/content`,
    );
    expect(content.couple.groom.person_name).toBe('Bagus Prakoso, S.Kom.');
    expect(content.couple.groom.person_image).toMatch(/^\/media\//);
    await usableAt360And1280(page);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('event: two events with the Indonesian date picker, the first seen in the preview before saving', async () => {
    const { page, preview, problems } = await editor(setup, 'event');
    const events = page.getByRole('region', { name: 'Daftar acara' });
    for (const [label, day, time, venue] of [
      ['Akad Nikah', '12', '08:00', 'Masjid Al-Falah'],
      ['Resepsi', '13', '19:00', 'Gedung Graha Bunga'],
    ] as const) {
      await events.getByRole('button', { name: 'Tambah acara' }).click();
      await events.getByLabel(/^Nama acara/).fill(label);
      await events.getByRole('button', { name: 'Mulai: Pilih tanggal' }).click();
      const calendar = page.getByRole('dialog', { name: 'Kalender mulai' });
      await calendar
        .getByRole('button', { name: new RegExp(`\\b${day}\\b`) })
        .first()
        .click();
      await events.getByLabel('Jam mulai').fill(time);
      await events.getByLabel(/^Tempat/).fill(venue);
      await events.getByLabel(/^Alamat/).fill('Jl. Diponegoro No. 10, Yogyakarta');
      await events.getByLabel(/^Tautan peta/).fill('https://maps.app.goo.gl/Xa1b2C3d4E5f6G7h8');
      await expect.poll(() => textOf(preview, '#event')).toContain(label);
      await events.getByRole('button', { name: 'Simpan', exact: true }).click();
      await events.getByText('Acara tersimpan').waitFor();
    }
    const content = await api<{ events: { label: string }[] }>(
      setup.owner,
      'GET',
      `/v1/invitation/${setup.id}/content`,
    );
    expect(content.events.map((event) => event.label)).toEqual(['Akad Nikah', 'Resepsi']);
    await usableAt360And1280(page);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('gallery: three photos at once, each with its progress, in the preview as they arrive', async () => {
    const { page, preview, problems } = await editor(setup, 'gallery');
    // A slow upload, so that each file's progress can be seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 2_000_000,
      uploadThroughput: 60_000,
    });
    const files = await Promise.all(
      ['#c97b84', '#7a8b6f', '#3d5a80'].map(async (colour, index) => ({
        name: `foto-${index + 1}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await image(colour),
      })),
    );
    await page.getByLabel('Pilih foto').setInputFiles(files);
    await page.getByRole('progressbar', { name: 'Mengunggah foto-1.jpg' }).waitFor();
    await page.getByText('3 foto ditambahkan').waitFor({ timeout: 60_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect.poll(() => page.getByRole('list', { name: 'Urutan foto' }).getByRole('img').count()).toBe(3);
    await expect.poll(() => preview.locator('#gallery img[src^="/media/"]').count()).toBe(3);
    await usableAt360And1280(page);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('gift: a bank account and a wishlist item, in the preview before saving', async () => {
    const { page, preview, problems } = await editor(setup, 'gift');
    await page.getByRole('button', { name: 'Tambah rekening / dompet digital' }).click();
    await page.getByLabel(/^Bank \/ dompet digital/).fill('BCA');
    await page.getByLabel(/^Nomor rekening/).fill('8801234567');
    await page.getByLabel(/^Atas nama/).fill('Dewi Anggraini');
    await expect.poll(() => textOf(preview, '#gift')).toContain('8801234567');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await page.getByText('Rekening tersimpan').waitFor();

    await page.getByRole('button', { name: 'Tambah kado keinginan' }).click();
    await page.getByLabel(/^Nama produk/).fill('Set piring keramik');
    await page.getByLabel(/^Harga/).fill('450000');
    await page.getByLabel(/^Jumlah/).fill('2');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await page.getByText('Kado tersimpan').waitFor();
    const content = await api<{ gifts: { wishlist: { product_name: string; amount: number }[] } }>(
      setup.owner,
      'GET',
      `/v1/invitation/${setup.id}/content`,
    );
    expect(content.gifts.wishlist).toEqual([
      expect.objectContaining({ product_name: 'Set piring keramik', amount: 450000 }),
    ]);
    await usableAt360And1280(page);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('story: bold, a list and a link from the editor, formatted in the preview before saving', async () => {
    const { page, preview, problems } = await editor(setup, 'story');
    await page.getByRole('button', { name: 'Tambah cerita' }).click();
    const story = page.getByRole('textbox', { name: 'Cerita' });
    const form = page.locator('form', { has: story });
    await form.getByLabel(/^Judul/).fill('Awal bertemu');
    await story.click();
    await page.keyboard.type('Kami bertemu di ');
    await page.keyboard.press('Control+B');
    await expect.poll(() => form.getByRole('button', { name: 'Tebal' }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('kedai kopi');
    await page.keyboard.press('Control+B');
    await page.keyboard.type('.');
    await page.keyboard.press('Enter');
    await form.getByRole('button', { name: 'Daftar', exact: true }).click();
    await page.keyboard.type('Akad');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Resepsi');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Lihat peta');
    await page.keyboard.press('Shift+Home');
    await form.getByRole('button', { name: 'Tautan' }).click();
    await form.getByRole('textbox', { name: 'Alamat tautan' }).fill('maps.app.goo.gl/gedung');
    await page.keyboard.press('Enter');

    await expect.poll(() => preview.locator('#story .story__text strong').innerText()).toBe('kedai kopi');
    expect(await preview.locator('#story .story__text li').allInnerTexts()).toEqual(['Akad', 'Resepsi']);
    expect(await preview.locator('#story .story__text a').getAttribute('href')).toBe('https://maps.app.goo.gl/gedung');
    await form.getByRole('button', { name: 'Simpan', exact: true }).click();
    await page.getByText('Cerita tersimpan').waitFor();
    const content = await api<{ stories: { description: string }[] }>(
      setup.owner,
      'GET',
      `/v1/invitation/${setup.id}/content`,
    );
    expect(content.stories.map((s) => s.description)).toEqual([
      '<p>Kami bertemu di <strong>kedai kopi</strong>.</p><ul><li>Akad</li><li>Resepsi</li></ul>' +
        '<p><a href="https://maps.app.goo.gl/gedung">Lihat peta</a></p>',
    ]);
    await usableAt360And1280(page);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('rsvp: a new title in the preview as it is typed, saved; protocol: hidden', async () => {
    const rsvp = await editor(setup, 'rsvp');
    const title = rsvp.page.getByLabel('Judul', { exact: true });
    expect(await title.getAttribute('placeholder')).toBe('RSVP');
    await title.fill('Konfirmasi Kehadiran');
    await expect.poll(() => textOf(rsvp.preview, '#rsvp')).toContain('Konfirmasi Kehadiran');
    await saveSettings(rsvp.page);
    await usableAt360And1280(rsvp.page);
    expect(rsvp.problems).toEqual([]);
    await rsvp.page.close();

    const protocol = await editor(setup, 'protocol');
    await expect.poll(() => protocol.preview.locator('#protocol').count()).toBe(1);
    await protocol.page.getByText('Sembunyikan bagian ini', { exact: true }).click();
    await expect.poll(() => protocol.preview.locator('#protocol').count()).toBe(0);
    await saveSettings(protocol.page);
    await usableAt360And1280(protocol.page);
    expect(protocol.problems).toEqual([]);
    await protocol.page.close();
  });

  it('the published page and a guest link show everything saved', async () => {
    await payForInvitation(baseUrl, setup.owner, setup.id);
    await api(setup.owner, 'PUT', `/v1/invitation/${setup.id}/status`, { status: 'published' });
    const guest = await api<{ code: string }>(setup.owner, 'POST', `/v1/invitation/${setup.id}/guest`, {
      name: 'Pak Harjo',
    });
    for (const path of [`/${setup.slug}`, `/${setup.slug}?to=${guest.code}`]) {
      const page = await laptop().newPage();
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await openInvitation(page);
      await expect.poll(() => page.locator('#couple').innerText()).toContain('Bagus Prakoso, S.Kom.');
      expect(await page.locator('#couple img[src^="/media/"]').count()).toBeGreaterThan(0);
      expect(await page.locator('#gallery img[src^="/media/"]').count()).toBe(3);
      expect(await page.locator('#event').innerText()).toMatch(/Akad Nikah[\s\S]*Resepsi/);
      expect(await page.locator('#gift').innerText()).toContain('8801234567');
      // The story's formatting arrives with DOMPurify's chunk as the section nears the screen.
      await page.locator('#story').scrollIntoViewIfNeeded();
      await expect.poll(() => page.locator('#story .story__text strong').innerText()).toBe('kedai kopi');
      expect(await page.locator('#story .story__text li').allInnerTexts()).toEqual(['Akad', 'Resepsi']);
      expect(await page.locator('#story .story__text a').getAttribute('rel')).toBe('noopener noreferrer nofollow');
      expect(await page.locator('#rsvp').innerText()).toContain('Konfirmasi Kehadiran');
      expect(await page.locator('#protocol').count()).toBe(0);
      await page.close();
    }
  });

  it('every editor: no serious axe violation and nothing wider than the screen at 360 and 1280 px', async () => {
    for (const slug of EDITED_SECTIONS) {
      const { page, problems } = await editor(setup, slug);
      await page.getByRole('button', { name: 'Simpan Pengaturan' }).waitFor();
      await usableAt360And1280(page);
      expect(problems, slug).toEqual([]);
      await page.close();
    }
  }, 300_000);
});
