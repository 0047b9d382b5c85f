import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doorCodeOf, formatDoorCode } from '../../engine/guestbook/door-code';
import { launchPhone } from './chromium';
import { fakeCameraArgs, FFMPEG, FRAMING, hasFfmpeg, qrPng, y4mOf } from './fake-camera';
import { openVenueDay, usherSignsIn, venueCall, WAIT, type Phone, type VenueDay, type VenueRead } from './venue-day';

/**
 * When the camera cannot read (docs/product.md#guestbook): the usher types the guest's door code,
 * the one printed under their QR code, with the phone offline, checks them in, and the check-in
 * reaches the server once the connection is back. A code held too close to the camera (a video of
 * only the middle of the code) gets 'Dekatkan / jauhkan sedikit'.
 */

let day: VenueDay;
let guests: VenueRead['guests'];

beforeAll(async () => {
  day = await openVenueDay({
    ownerName: 'Pemilik Kode Pintu',
    guests: ['Tamu Kode Satu', 'Tamu Kode Dua'],
    ushers: ['Mbak Kode', 'Mas Kamera'],
  });
  guests = (await venueCall<VenueRead>(day.owner, 'GET', `/v1/invitation/${day.invitation.id}/guestbook/venue`)).guests;
});

describe('an usher types the door code', () => {
  let phone: Phone;
  beforeAll(async () => {
    phone = await launchPhone({ viewport: { width: 360, height: 740 } });
  });
  afterAll(() => phone?.close());

  it('finds the guest by the code typed, offline, and the check-in is sent when back online', async () => {
    const guest = guests.find((candidate) => candidate.name === 'Tamu Kode Satu')!;
    const page = await usherSignsIn(phone, day.usherCodes['Mbak Kode']!);
    await phone.context.setOffline(true);

    await page.getByRole('button', { name: 'Ketik kode' }).click();
    const field = page.getByLabel(/Kode tamu/);
    await field.fill('ZZZ-ZZZ');
    await page.getByText('Kode tidak ditemukan').waitFor(WAIT);
    // Typed as an usher might: lower case, with the dash, O for 0.
    await field.fill(formatDoorCode(doorCodeOf(guest.id)).toLowerCase().replace(/0/g, 'o'));
    await page.getByRole('heading', { name: 'Tamu Kode Satu' }).waitFor(WAIT);
    await page.getByRole('button', { name: /^Check-in · \d+ orang$/ }).click();
    await page.getByText(/Sudah check-in pukul|Check-in berhasil pukul/).waitFor(WAIT);

    await phone.context.setOffline(false);
    await expect
      .poll(
        async () =>
          (
            await venueCall<VenueRead>(day.owner, 'GET', `/v1/invitation/${day.invitation.id}/guestbook/venue`)
          ).guests.find((candidate) => candidate.id === guest.id)?.check_in?.usher_name,
        { timeout: WAIT.timeout },
      )
      .toBe('Mbak Kode');
    await page.close();
  });
});

describe.skipIf(!hasFfmpeg)(
  `a code held too close to the camera${hasFfmpeg ? '' : ` (skipped: no ffmpeg at ${FFMPEG})`}`,
  () => {
    const folder = mkdtempSync(join(tmpdir(), 'qr-too-close-'));
    let phone: Phone;
    beforeAll(async () => {
      const guest = guests.find((candidate) => candidate.name === 'Tamu Kode Dua')!;
      await qrPng(guest.id, join(folder, 'qr.png'));
      y4mOf(join(folder, 'qr.png'), join(folder, 'camera.y4m'), FRAMING.tooClose);
      phone = await launchPhone({
        viewport: { width: 360, height: 740 },
        extraArgs: fakeCameraArgs(join(folder, 'camera.y4m')),
        permissions: ['camera'],
      });
    });
    afterAll(async () => {
      await phone?.close();
      rmSync(folder, { recursive: true, force: true });
    });

    it("says 'Dekatkan / jauhkan sedikit' and offers the typed code", async () => {
      const page = await usherSignsIn(phone, day.usherCodes['Mas Kamera']!);
      await page.getByRole('button', { name: 'Pindai QR Code' }).click();
      const scanner = page.getByRole('dialog', { name: 'Pindai QR Code tamu' });
      await scanner.getByText('Dekatkan / jauhkan sedikit').waitFor(WAIT);
      // Chromium's fake camera has no torch: none is offered.
      expect(await scanner.getByRole('button', { name: 'Senter' }).count()).toBe(0);
      await scanner.getByRole('button', { name: 'Ketik kode' }).click();
      await scanner.getByLabel(/Kode tamu/).fill(doorCodeOf(guests.find((g) => g.name === 'Tamu Kode Dua')!.id));
      await page.getByRole('heading', { name: 'Tamu Kode Dua' }).waitFor(WAIT);
      await page.close();
    });
  },
);
