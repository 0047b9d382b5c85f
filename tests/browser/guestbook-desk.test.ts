import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { launchPhone } from './chromium';
import { signInPage } from './owner-session';
import { checkInByName, openVenueDay, usherSignsIn, venueCall as call, WAIT, type Phone } from './venue-day';

/*
 * The desk on the wedding day (docs/product.md#guestbook): an usher records a checked-in guest's
 * envelopes with a note and checks the guest out; the couple's counts and dashboard show both.
 */

const baseUrl = inject('baseUrl');
/** A page photographed for a look when DESK_SHOTS names a folder (looked at, not compared). */
const shot = async (page: Page, name: string, fullPage = false) => {
  if (process.env.DESK_SHOTS) await page.screenshot({ path: join(process.env.DESK_SHOTS, `${name}.png`), fullPage });
};

describe('the desk: envelopes and check-out', () => {
  const devices: Phone[] = [];
  afterAll(async () => {
    await Promise.all(devices.map((device) => device.close()));
  });

  it('an usher records 2 envelopes and a check-out; the owner sees the total and who went home', async () => {
    const { owner, invitation, usherCodes } = await openVenueDay({
      ownerName: 'Dewi Pemilik',
      guests: ['Pak Bambang Sutrisno', 'Ibu Lestari'],
      ushers: ['Meja Amplop'],
      settings: { check_out: true },
    });
    const phone = await launchPhone({ viewport: { width: 360, height: 740 } });
    devices.push(phone);
    const usher = await usherSignsIn(phone, usherCodes['Meja Amplop']!);
    await checkInByName(usher, 'Pak Bambang Sutrisno');

    // Back to the guest: the desk comes before 'Tamu berikutnya'.
    await usher.getByLabel('Cari nama tamu').fill('Bambang');
    await usher.getByRole('button', { name: /Pak Bambang Sutrisno/ }).click();
    const envelopes = usher.getByRole('group', { name: 'Amplop' });
    await envelopes.waitFor(WAIT);
    await envelopes.getByRole('button', { name: 'Tambah satu amplop' }).click();
    await envelopes.getByRole('button', { name: 'Tambah satu amplop' }).click();
    await usher.getByLabel('Catatan amplop (opsional)').fill('Dari keluarga besar Sutrisno');
    await shot(usher, 'usher-envelope-360');
    await usher.getByRole('button', { name: 'Simpan amplop' }).click();
    await usher.getByText('Tercatat 2 amplop oleh Meja Amplop').waitFor(WAIT);
    await usher.getByRole('button', { name: 'Check-out', exact: true }).click();
    await usher.getByText(/^Sudah pulang pukul \d{2}[.:]\d{2}$/).waitFor(WAIT);
    await usher.getByRole('button', { name: 'Batalkan check-out' }).waitFor();
    await shot(usher, 'usher-check-out-360');
    // The panel fits the phone: nothing wider than the screen.
    expect(await usher.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shot(usher, 'usher-panel-360-full', true);

    const counts = `/v1/invitation/${invitation.id}/guestbook/counts`;
    await expect
      .poll(() => call<{ envelopes: number; checked_out: number }>(owner, 'GET', counts), WAIT)
      .toMatchObject({ envelopes: 2, checked_out: 1 });

    const desk = await launchPhone({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });
    devices.push(desk);
    const page = await desk.context.newPage();
    await signInPage(page, baseUrl, owner);
    await page.goto(`${baseUrl}/invitation/${invitation.id}`);
    const card = page.getByRole('region', { name: 'Buku Tamu hari ini' });
    await card.waitFor(WAIT);
    const count = (label: string) => card.locator('.dashboard-count').filter({ hasText: label });
    await expect.poll(() => count('Total amplop').locator('dd').first().textContent(), WAIT).toBe('2');
    await expect.poll(() => count('Sudah pulang').locator('dd').first().textContent(), WAIT).toBe('1');
    await card.scrollIntoViewIfNeeded();
    if (process.env.DESK_SHOTS)
      await card.screenshot({ path: join(process.env.DESK_SHOTS, 'dashboard-card-1280.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    if (process.env.DESK_SHOTS) await card.screenshot({ path: join(process.env.DESK_SHOTS, 'dashboard-card-390.png') });
  });
});
