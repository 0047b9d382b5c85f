import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { TOKEN_KEYS } from '../../app/api/tokens';
import { SECTION_SLUGS } from '../../schemas/section-slugs';
import { phoneForThisFile } from './chromium';
import { seriousAxeViolations } from './owner-session';

/**
 * The owner's 'Urutan Bagian' and 'Musik' pages against the real API, for a fresh owner and
 * invitation: a new order (keyboard and buttons) and a section switched off reach the public page;
 * a song uploads with its progress and is saved. Both pages have no serious axe violation.
 */

const baseUrl = inject('baseUrl');
const phone = phoneForThisFile();

type Tokens = { access_token: string; refresh_token: string };

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data: unknown };
  expect(response.ok, JSON.stringify(json)).toBe(true);
  return json.data;
}

/** A fresh owner (API) with a draft invitation; the page signed in as them. */
async function ownerWithInvitation(page: Page) {
  const suffix = Math.random().toString(36).slice(2, 10);
  const tokens = (await post('/v1/auth/register', {
    name: 'Pemilik Urutan',
    email: `urutan-${suffix}@contoh.id`,
    password: 'Kebun-Mawar-2026!',
  })) as Tokens;
  const invitation = (await post(
    '/v1/invitation',
    {
      slug: `urutan-${suffix}`,
      theme: 'floral-whimsy',
      use_multiple_event: false,
      groom: { person_name: 'Raka Pratama', person_nickname: 'Raka' },
      bride: { person_name: 'Ayu Lestari', person_nickname: 'Ayu' },
    },
    tokens.access_token,
  )) as { id: string; slug: string };
  await page.goto(`${baseUrl}/demo`);
  await page.evaluate(
    ([keys, pair]) => {
      localStorage.setItem(keys.access, pair.access_token);
      localStorage.setItem(keys.refresh, pair.refresh_token);
    },
    [TOKEN_KEYS, tokens] as const,
  );
  return { ...invitation, token: tokens.access_token };
}

/** The sections the public page shows, in page order (each section's element has its slug as id). */
function shownSections(page: Page) {
  return page.evaluate(
    (slugs) => [...document.querySelectorAll('[id]')].map((element) => element.id).filter((id) => slugs.includes(id)),
    [...SECTION_SLUGS] as string[],
  );
}

const rowNames = (page: Page) =>
  page.locator('.order-row__name').evaluateAll((rows) => rows.map((row) => row.firstChild?.textContent));
const reorderSaved = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/v1/invitation/section/reorder') && response.ok());

describe("the owner's section order and music pages", () => {
  it('reorders sections by keyboard and by buttons, switches one off, and the public page follows', async () => {
    const page = await phone().newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const invitation = await ownerWithInvitation(page);
    await page.goto(`${baseUrl}/invitation/${invitation.id}/setting/order`);
    await page.getByRole('list', { name: 'Urutan bagian' }).waitFor();
    expect((await rowNames(page)).slice(0, 3)).toEqual(['Pembuka', 'Kutipan', 'Mempelai']);

    // Keyboard: Space lifts, ArrowDown moves one place, Space drops.
    const lifted = reorderSaved(page);
    await page.getByRole('button', { name: 'Pindahkan Pembuka' }).focus();
    await page.keyboard.press('Space');
    await page.locator('.order-row--dragging').waitFor();
    await page.keyboard.press('ArrowDown');
    // dnd-kit's live region says each step, in Indonesian.
    await page.getByText('Pembuka dipindah ke posisi 2 dari 15.').waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await lifted;
    await page.getByText('Urutan tersimpan').waitFor();
    expect((await rowNames(page)).slice(0, 3)).toEqual(['Kutipan', 'Pembuka', 'Mempelai']);

    // Buttons: one place down.
    const moved = reorderSaved(page);
    await page.getByRole('button', { name: 'Turunkan Pembuka' }).click();
    await moved;
    expect((await rowNames(page)).slice(0, 3)).toEqual(['Kutipan', 'Mempelai', 'Pembuka']);

    const public1 = await page.context().newPage();
    await public1.goto(`${baseUrl}/${invitation.slug}`);
    await public1.locator('#opening').waitFor({ state: 'attached' });
    const before = await shownSections(public1);
    expect(before.indexOf('quote')).toBeGreaterThanOrEqual(0);
    expect(before.indexOf('quote')).toBeLessThan(before.indexOf('couple'));
    expect(before.indexOf('couple')).toBeLessThan(before.indexOf('opening'));

    // A switch off: the section leaves the public page.
    const toggle = page.getByRole('switch', { name: 'Tampilkan Kutipan' });
    await toggle.click();
    await page.getByText('Kutipan disembunyikan').waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await public1.reload();
    await public1.locator('#opening').waitFor({ state: 'attached' });
    const after = await shownSections(public1);
    expect(after).not.toContain('quote');
    expect(after.indexOf('couple')).toBeLessThan(after.indexOf('opening'));

    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await public1.close();
    await page.close();
  });

  it('uploads a song, shows the progress to the end and saves it', async () => {
    const page = await phone().newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const invitation = await ownerWithInvitation(page);
    await page.goto(`${baseUrl}/invitation/${invitation.id}/setting/music`);
    await page.getByText('Lagu bawaan', { exact: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Every value the progress bar takes, from the moment it appears.
    await page.evaluate(() => {
      const seen: number[] = ((window as unknown as { progressSeen: number[] }).progressSeen = []);
      const record = () =>
        document
          .querySelectorAll('[role="progressbar"]')
          .forEach((bar) => seen.push(Number(bar.getAttribute('aria-valuenow'))));
      new MutationObserver(record).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    });
    await page
      .getByLabel('Berkas lagu')
      .setInputFiles({ name: 'lagu-kita.wav', mimeType: 'audio/wav', buffer: tinyWav() });
    await page.getByText('Lagu tersimpan').waitFor();
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
    expect(seen.length).toBeGreaterThan(0);
    expect(Math.max(...seen)).toBe(100);

    const response = await fetch(`${baseUrl}/v1/invitation/${invitation.id}`, {
      headers: { authorization: `Bearer ${invitation.token}` },
    });
    const { data } = (await response.json()) as { data: { song?: string } };
    expect(data.song).toMatch(/^\//);
    expect(await page.locator('audio').getAttribute('src')).toBe(data.song);
    await page.getByText('Lagu Anda').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});

/** A valid WAV: 0.1 s of silence, 8 kHz, 8-bit mono. */
function tinyWav(): Buffer {
  const samples = 800;
  const buffer = Buffer.alloc(44 + samples, 128);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + samples, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(8000, 24);
  buffer.writeUInt32LE(8000, 28);
  buffer.writeUInt16LE(1, 32);
  buffer.writeUInt16LE(8, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(samples, 40);
  return buffer;
}
