import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { launchPhone } from './chromium';
import { fakeCameraArgs, FFMPEG, hasFfmpeg, qrPng, y4mOf } from './fake-camera';
import { checkInByName, openVenueDay, usherSignsIn, venueCall, WAIT, type Phone, type VenueRead } from './venue-day';

/**
 * The door's check (issue 42, docs/product.md#guestbook): a guest already inside, picked by name or
 * scanned again, shows amber with the time and the usher who let them in, never the success colour;
 * once the owner makes personal codes single-use, the same code scanned again is flagged (no check-in),
 * and the owner's API counts and lists the flag.
 */

const GUESTS = ['Bagus Pratama', 'Siti Rahmawati'] as const;
/** The usher's phone photographed for a look (360x740), when DOOR_SHOTS names a folder. */
const shot = async (page: Page, name: string) => {
  if (process.env.DOOR_SHOTS) await page.screenshot({ path: join(process.env.DOOR_SHOTS, `${name}.png`) });
};
const CLOCK = /\d{2}\.\d{2}/.source;

describe.skipIf(!hasFfmpeg)(
  `the door's check of a guest already inside${hasFfmpeg ? '' : ` (skipped: no ffmpeg at ${FFMPEG})`}`,
  () => {
    const folder = mkdtempSync(join(tmpdir(), 'door-check-'));
    const phones: Phone[] = [];
    afterAll(async () => {
      await Promise.all(phones.map((phone) => phone.close()));
      rmSync(folder, { recursive: true, force: true });
    });

    it('shows amber on a re-scan or pick, and flags a single-use code used again for the owner', async () => {
      const day = await openVenueDay({
        ownerName: 'Pemilik Pintu',
        guests: GUESTS,
        ushers: ['Pintu Utara', 'Pintu Selatan'],
      });
      const { owner, invitation } = day;
      const base = `/v1/invitation/${invitation.id}/guestbook`;
      const venue = await venueCall<VenueRead>(owner, 'GET', `${base}/venue`);
      const bagus = venue.guests.find((guest) => guest.name === GUESTS[0])!;
      // The north door's camera sees Bagus's QR code (as his invitation page draws it).
      await qrPng(bagus.id, join(folder, 'qr.png'));
      y4mOf(join(folder, 'qr.png'), join(folder, 'camera.y4m'));
      const north = await launchPhone({
        extraArgs: fakeCameraArgs(join(folder, 'camera.y4m')),
        permissions: ['camera'],
      });
      const south = await launchPhone();
      phones.push(north, south);
      const ushers = {
        north: await usherSignsIn(north, day.usherCodes['Pintu Utara']!),
        south: await usherSignsIn(south, day.usherCodes['Pintu Selatan']!),
      };

      // Bagus comes in at the south door.
      await checkInByName(ushers.south, GUESTS[0]);
      await expect
        .poll(async () => (await venueCall<VenueRead>(owner, 'GET', `${base}/venue`)).counts.arrived, WAIT)
        .toBe(1);

      // At the north door his code is scanned again: amber, when and by whom, how many; no success.
      const amber = new RegExp(`^Sudah masuk pukul ${CLOCK} \\(oleh Pintu Selatan\\)$`);
      await ushers.north.setViewportSize({ width: 360, height: 740 });
      await ushers.north.getByLabel('Cari nama tamu').fill(GUESTS[0]);
      await ushers.north
        .getByRole('button', { name: /Bagus Pratama/ })
        .getByText(/^Hadir /)
        .waitFor(WAIT);
      await ushers.north.getByLabel('Cari nama tamu').fill('');
      await ushers.north.getByRole('button', { name: 'Pindai QR Code' }).click();
      await ushers.north.getByRole('heading', { name: GUESTS[0] }).waitFor({ timeout: 30_000 });
      await ushers.north.getByText(amber).waitFor();
      await ushers.north.locator('.arrival--again').getByText('1 orang').waitFor();
      expect(await ushers.north.locator('.arrival--new').count()).toBe(0);
      await shot(ushers.north, 'amber-rescan');
      expect(await ushers.north.getByRole('button', { name: /^Check-in · / }).count()).toBe(0);
      await ushers.north.getByRole('button', { name: 'Kembali ke daftar', exact: false }).click();

      // Picked by name at the south door, where he was let in: amber too once the panel is opened again.
      await ushers.south.getByLabel('Cari nama tamu').fill(GUESTS[0]);
      await ushers.south.getByRole('button', { name: /Bagus Pratama/ }).click();
      await ushers.south.getByText(amber).waitFor();
      await ushers.south.getByRole('button', { name: 'Kembali ke daftar', exact: false }).click();
      expect((await venueCall<{ code_flags: number }>(owner, 'GET', `${base}/counts`)).code_flags).toBe(0);

      // The owner makes personal codes single-use; the north phone reads the settings again (a reload).
      await venueCall(owner, 'PUT', `${base}/settings`, {
        screen_layout: 'classic',
        greeting_seconds: 3,
        show_table: true,
        single_use_codes: true,
      });
      await ushers.north.reload();
      await ushers.north.getByText('Tersambung').waitFor(WAIT);
      await ushers.north.getByRole('button', { name: 'Pindai QR Code' }).click();
      await ushers.north.getByRole('heading', { name: GUESTS[0] }).waitFor({ timeout: 30_000 });
      const flagged = ushers.north.locator('.arrival--flagged');
      await flagged.getByText('Kode ini sudah dipakai masuk').waitFor();
      await flagged.getByText(new RegExp(`Sudah masuk pukul ${CLOCK} \\(oleh Pintu Selatan\\) · 1 orang`)).waitFor();
      await flagged.getByText('Periksa identitas tamu. Hubungi pemilik bila ragu.').waitFor();
      expect(await ushers.north.getByRole('button', { name: /^Check-in · / }).count()).toBe(0);
      await shot(ushers.north, 'flagged-single-use');

      // The owner sees the flag: counted, and listed with the guest's name and the usher.
      await expect
        .poll(async () => (await venueCall<{ code_flags: number }>(owner, 'GET', `${base}/counts`)).code_flags, WAIT)
        .toBe(1);
      const flags = await venueCall<{ guest_name: string; usher_name: string }[]>(owner, 'GET', `${base}/code-flag`);
      expect(flags).toMatchObject([{ guest_name: GUESTS[0], usher_name: 'Pintu Utara' }]);
      // Bagus is still checked in once, by the south door.
      const after = await venueCall<VenueRead>(owner, 'GET', `${base}/venue`);
      expect(after.counts.arrived).toBe(1);
      expect(after.guests.find((guest) => guest.id === bagus.id)!.check_in!.usher_name).toBe('Pintu Selatan');

      // Siti is checked in at both doors while the north one is offline: back online, ONE notice,
      // at the bottom, and the list still answers taps.
      await ushers.north.getByRole('button', { name: 'Kembali ke daftar', exact: false }).click();
      await north.context.setOffline(true);
      await ushers.north.getByText('Tanpa koneksi', { exact: true }).first().waitFor();
      await checkInByName(ushers.north, GUESTS[1]);
      await checkInByName(ushers.south, GUESTS[1]);
      await north.context.setOffline(false);
      await ushers.north
        .getByText(new RegExp(`^${GUESTS[1]} sudah check-in pukul ${CLOCK} oleh Pintu Selatan$`))
        .waitFor(WAIT);
      expect(await ushers.north.locator('.venue-notice').count()).toBe(1);
      await ushers.north.getByLabel('Cari nama tamu').fill('');
      await shot(ushers.north, 'single-notice');
      await ushers.north.getByRole('button', { name: /Bagus Pratama/ }).click();
      await ushers.north.getByRole('heading', { name: GUESTS[0] }).waitFor();
    });
  },
);
