import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPhone } from './chromium';
import {
  checkInByName,
  openVenueDay,
  usherSignsIn,
  venueCall,
  WAIT,
  type Phone,
  type VenueDay,
  type VenueRead,
} from './venue-day';

/*
 * An usher's access revoked on the wedding day (docs/product.md#guestbook): the phone that checked a
 * guest in without a connection locks once it is back online ('Akses Anda telah dicabut'), sends
 * nothing and lists the check-in it could not send, over a reload too; the other usher's phone keeps
 * working, and locks at once, while open, when its own access is revoked.
 */

const GUESTS = ['Citra Lestari', 'Dimas Saputra'] as const;
const LOCKED = 'Akses Anda telah dicabut';
/** SHOTS_DIR: the locked phone is saved there at the usher phone's size, 360x740. */
const SHOTS = process.env.SHOTS_DIR;

describe('an usher’s access revoked during the day', () => {
  let day: VenueDay;
  let west: Phone;
  let east: Phone;

  beforeAll(async () => {
    day = await openVenueDay({ ownerName: 'Sekar Pemilik', guests: GUESTS, ushers: ['Pintu Barat', 'Pintu Timur'] });
    west = await launchPhone();
    east = await launchPhone();
  });
  afterAll(async () => {
    await west?.close();
    await east?.close();
  });

  const revoke = async (usherName: string) => {
    const ushers = await venueCall<{ id: string; name: string }[]>(
      day.owner,
      'GET',
      `/v1/invitation/${day.invitation.id}/guestbook/usher`,
    );
    const usher = ushers.find((candidate) => candidate.name === usherName)!;
    await venueCall(day.owner, 'DELETE', `/v1/guestbook/usher/${usher.id}`);
  };
  const venue = () => venueCall<VenueRead>(day.owner, 'GET', `/v1/invitation/${day.invitation.id}/guestbook/venue`);
  const lockedWith = async (page: Page, line: RegExp) => {
    await page.getByRole('heading', { name: LOCKED }).waitFor(WAIT);
    await page.getByRole('listitem').filter({ hasText: line }).waitFor(WAIT);
    // Nothing left to check a guest in with.
    expect(await page.getByLabel('Cari nama tamu').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Pindai QR Code/ }).count()).toBe(0);
  };

  it('locks the revoked phone with its unsent check-in listed, and keeps the other working', async () => {
    const westPage = await usherSignsIn(west, day.usherCodes['Pintu Barat']!);
    const eastPage = await usherSignsIn(east, day.usherCodes['Pintu Timur']!);

    // West checks a guest in with no connection: it waits in the outbox.
    await west.context.setOffline(true);
    await westPage.getByText('Tanpa koneksi', { exact: true }).first().waitFor();
    await checkInByName(westPage, GUESTS[0]);
    await westPage.getByText('1 check-in menunggu dikirim').waitFor();

    // The owner revokes west's access; back online, west locks and lists what it could not send.
    await revoke('Pintu Barat');
    await west.context.setOffline(false);
    const unsent = new RegExp(`${GUESTS[0]} · 1 orang · \\d{2}\\.\\d{2}`);
    await lockedWith(westPage, unsent);
    await westPage.getByText('1 catatan belum terkirim').waitFor();
    await westPage.getByRole('button', { name: 'Bagikan ke pemilik' }).waitFor();
    await westPage.getByRole('button', { name: 'Salin daftar' }).waitFor();
    expect((await venue()).guests.filter((guest) => guest.check_in)).toEqual([]);

    // A reload shows the lock again, with the check-in still on the phone.
    await westPage.reload();
    await lockedWith(westPage, unsent);
    if (SHOTS) {
      await westPage.setViewportSize({ width: 360, height: 740 });
      await westPage.screenshot({ path: `${SHOTS}/usher-locked-360.png`, fullPage: true });
    }

    // East, not revoked, keeps checking guests in.
    await checkInByName(eastPage, GUESTS[1]);
    await expect
      .poll(async () => (await venue()).guests.find((guest) => guest.name === GUESTS[1])?.check_in?.usher_name, WAIT)
      .toBe('Pintu Timur');
    await eastPage.getByText('Tersambung').waitFor();
    expect(await eastPage.getByRole('heading', { name: LOCKED }).count()).toBe(0);

    // East's access revoked while its page is open: its socket is closed and it locks without a tap.
    await revoke('Pintu Timur');
    await eastPage.getByRole('heading', { name: LOCKED }).waitFor(WAIT);
    await eastPage.getByText('Semua check-in dari HP ini sudah terkirim.').waitFor();
  });
});
