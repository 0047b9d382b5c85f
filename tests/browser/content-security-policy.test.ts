import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { VIDEO_PLAYER_ORIGIN } from '../../engine/format/video-id';
import { phoneForThisFile } from './chromium';
import { confirmGiftAfterRefusal } from './gift-confirmation-form';
import { API_OPERATIONS } from '../../server/plugins/api-docs-operations';

const baseUrl = inject('baseUrl');
const slug = inject('demoSlug');
const guestCode = inject('demoGuestCode');
// The forms write: on an invitation of their own, so that other files find the demo's guest unanswered.
const writable = `/${inject('spareSlug')}?to=${inject('spareGuestCode')}`;
const phone = phoneForThisFile();

type Watched = { page: Page; problems: () => Promise<string[]> };

/**
 * A page that records every Content-Security-Policy violation (the browser's event, caught from
 * before the page's first script) and every console error or uncaught exception. The video player
 * is answered by a stand-in page (no network here): the policy still decides whether it may load.
 */
async function watched(path: string): Promise<Watched> {
  const page = await phone().newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  await page.route(`${VIDEO_PLAYER_ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><p id="player">pemutar video</p>' }),
  );
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  const problems = async () => [
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
    ...errors,
  ];
  return { page, problems };
}

/** Opens the cover, lets the music play, opens a photo in the viewer and the video in its dialog. */
async function useTheWholePage(page: Page) {
  await page.getByRole('button', { name: 'Buka Undangan' }).click();
  await page.locator('[data-flows="live"]').waitFor();
  await expect.poll(() => page.locator('.music').getAttribute('data-playing')).toBe('true');

  await page
    .locator('#gallery')
    .getByRole('button', { name: /^Lihat / })
    .first()
    .click();
  const viewer = page.getByRole('dialog', { name: 'Galeri foto' });
  await viewer.waitFor();
  await viewer.getByRole('button', { name: 'Foto berikutnya' }).click();
  await viewer.getByRole('button', { name: 'Tutup' }).click();
  await viewer.waitFor({ state: 'hidden' });

  await page.locator('#external').getByRole('button').first().click();
  const player = page.locator('iframe.video-dialog__frame');
  await player.waitFor();
  expect(await player.getAttribute('src')).toMatch(new RegExp(`^${VIDEO_PLAYER_ORIGIN}/embed/`));
  await page.frameLocator('iframe.video-dialog__frame').locator('#player').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Tutup' }).click();
}

/** An RSVP: attending, first sent without an event so that the form refuses it. */
async function sendRsvp(page: Page) {
  const rsvp = page.locator('#rsvp');
  await rsvp.getByRole('button', { name: 'Akan Hadir' }).click();
  await rsvp.getByRole('button', { name: 'Submit' }).click();
  await rsvp.getByText('Minimal hadir di salah satu event ya').waitFor();
  await rsvp.getByText('Hadir Pada Semua Acara').click();
  await rsvp.getByRole('button', { name: 'Tambah jumlah tamu' }).click();
  await rsvp.getByRole('button', { name: 'Submit' }).click();
  await rsvp.getByText('Terimakasih sudah mengisi konfirmasi kehadiran.').waitFor();
}

/** A wish: first without its message (the schema's own message), then whole. */
async function sendWish(page: Page) {
  const wish = page.locator('#wish');
  await wish.getByPlaceholder('Nama Lengkap').fill('Sekar Ayu');
  await wish.getByRole('button', { name: 'Kirim' }).click();
  await wish.getByText('Jangan lupa isi pesannya.').waitFor();
  await wish.getByPlaceholder('Ucapan').fill('Semoga samawa!');
  await wish.getByRole('button', { name: 'Kirim' }).click();
  await page.getByText("Aww, terima kasih untuk ucapan dan do'anya!", { exact: false }).waitFor();
}

/** A wishlist gift confirmation: first wrong (the validators' messages), then right. */
async function sendGiftConfirmation(page: Page) {
  const gift = page.locator('#gift');
  await gift.getByRole('radio', { name: 'Wishlist' }).check();
  const sheets = gift.locator('.wishlist__item', { hasText: 'Sprei Katun Jepang' });
  await sheets.getByRole('button', { name: 'See Detail' }).click();
  await page
    .getByRole('dialog', { name: 'Detail Kado Keinginan' })
    .getByRole('button', { name: 'Confirm Gift' })
    .click();
  const form = page.getByRole('dialog', { name: 'Confirm Gift' });
  await confirmGiftAfterRefusal(form);
}

describe('the Content-Security-Policy in Chromium', () => {
  it('lets a published guest link run whole: painted cover, music, gallery viewer, video', async () => {
    // The page arrives with the painted cover and its inline script: a refused script is a violation.
    const { page, problems } = await watched(`/${slug}?to=${guestCode}`);
    await useTheWholePage(page);
    expect(await problems()).toEqual([]);
    await page.close();
  });

  it('lets a demo page run whole', async () => {
    const { page, problems } = await watched('/demo/floral-whimsy');
    await useTheWholePage(page);
    expect(await problems()).toEqual([]);
    await page.close();
  });

  // The forms validate in the browser, with precompiled validators: no eval, which the policy refuses.
  for (const [what, path, send] of [
    ['an RSVP', writable, sendRsvp],
    ['a wish', writable, sendWish],
    ['a gift confirmation', writable, sendGiftConfirmation],
    ['a wish on a demo page', '/demo/floral-whimsy', sendWish],
    ['a gift confirmation on a demo page', '/demo/floral-whimsy', sendGiftConfirmation],
  ] as const) {
    it(`lets a guest send ${what}, refused first with its messages`, async () => {
      const { page, problems } = await watched(path);
      await page.getByRole('button', { name: 'Buka Undangan' }).click();
      await page.locator('[data-flows="live"]').waitFor();
      await send(page);
      expect(await problems()).toEqual([]);
      await page.close();
    });
  }

  it('frames our own pages (the greeting screen) and blocks inline scripts and other sites', async () => {
    const { page, problems } = await watched('/demo/floral-whimsy');
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.append(frame);
    }, `/${slug}/screen`);
    await page.frameLocator(`iframe[src="/${slug}/screen"]`).getByTestId('greeting-screen').waitFor();
    expect(await problems()).toEqual([]);

    // The policy is enforced, and the watch above sees it: an injected inline script and a frame of
    // another site are refused.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      const frame = document.createElement('iframe');
      frame.src = 'https://example.com/';
      document.body.append(frame);
      return (window as unknown as { injected?: boolean }).injected ?? false;
    });
    expect(ran).toBe(false);
    await expect
      .poll(async () => (await problems()).map((problem) => problem.split(' ')[0]))
      .toEqual(expect.arrayContaining(['script-src-elem', 'frame-src']));
    await page.close();
  });

  it('lets the API docs page render under its own policy', async () => {
    const { page, problems } = await watched('/docs');
    await page.locator('.opblock').first().waitFor();
    // Swagger UI draws a long document as it is scrolled: scroll on until the last group is drawn.
    const lastTag = page.locator('.opblock-tag', { hasText: API_OPERATIONS.at(-1)!.tag });
    await expect
      .poll(
        async () => {
          await page.locator('.opblock').last().scrollIntoViewIfNeeded();
          return lastTag.count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    expect(await page.locator('.information-container .title').textContent()).toContain('Undangan Digital API');
    expect(await problems()).toEqual([]);
    await page.close();
  });
});
