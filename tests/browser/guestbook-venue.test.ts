import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPhone } from './chromium';
import type { TestOwner } from './owner-session';
import {
  checkInByName,
  greetedIn,
  openHallDisplay,
  openVenueDay,
  screenFrameOf,
  usherSignsIn,
  venueCall as call,
  WAIT,
  type Phone,
  type VenueRead as Venue,
} from './venue-day';

/*
 * The venue on the wedding day (docs/product.md#guestbook): two usher phones and the hall's greeting
 * screen, each its own browser. One usher loses the connection and checks three guests in; the other,
 * online, checks in one of the same guests first. Back online, the server holds each guest once, the
 * offline usher is told who came first, the screen greets each guest exactly once, and the souvenir
 * the offline usher handed a second time is refused.
 */

const GUESTS = ['Anisa Rahma', 'Bagus Pratama', 'Citra Lestari', 'Dimas Saputra'] as const;

describe('the venue with two ushers and a greeting screen', () => {
  let owner: TestOwner;
  let invitation: { id: string; slug: string };
  let souvenirId: string;
  const codes: Record<'north' | 'south', string> = { north: '', south: '' };
  const devices: Phone[] = [];

  beforeAll(async () => {
    const day = await openVenueDay({
      ownerName: 'Sekar Pemilik',
      guests: GUESTS,
      ushers: ['Pintu Utara', 'Pintu Selatan'],
    });
    ({ owner, invitation } = day);
    codes.north = day.usherCodes['Pintu Utara']!;
    codes.south = day.usherCodes['Pintu Selatan']!;
    souvenirId = (
      await call<{ id: string }>(owner, 'POST', `/v1/invitation/${invitation.id}/guestbook/souvenir`, {
        name: 'Kipas Batik',
        stock: 50,
        rule: 'per_guest',
      })
    ).id;
  });

  afterAll(async () => {
    await Promise.all(devices.map((device) => device.close()));
  });

  it('counts each guest once, tells the late device, greets each guest once and refuses a second souvenir', async () => {
    const screen = await launchPhone({ viewport: { width: 1920, height: 1080 }, isMobile: false, hasTouch: false });
    const north = await launchPhone();
    const south = await launchPhone();
    devices.push(screen, north, south);

    // The hall's screen: the owner's display, greeting through the theme's frame.
    const { display, frame } = await openHallDisplay(screen, owner, invitation);

    // Each usher opens the link the owner sent and lands on the check-in page.
    const ushers: Record<'north' | 'south', Page> = {
      north: await usherSignsIn(north, codes.north),
      south: await usherSignsIn(south, codes.south),
    };

    // The north door loses the Wi-Fi and checks three guests in, each waiting on the phone.
    await north.context.setOffline(true);
    await ushers.north.getByText('Tanpa koneksi', { exact: true }).first().waitFor();
    for (const name of GUESTS.slice(0, 3)) await checkInByName(ushers.north, name);
    await ushers.north.getByText('3 check-in menunggu dikirim').waitFor();

    // Meanwhile the south door, online, checks in one of the same guests (with the souvenir).
    await checkInByName(ushers.south, GUESTS[1]);
    await expect
      .poll(
        async () => (await call<Venue>(owner, 'GET', `/v1/invitation/${invitation.id}/guestbook/venue`)).counts,
        WAIT,
      )
      .toMatchObject({ arrived: 1, souvenirs_handed: 1 });

    // The north door is back: its outbox empties, and it is told who came first.
    await north.context.setOffline(false);
    // One duplicate, one notice: the souvenir refused (handed at the south door) is told in it, not apart.
    await ushers.north
      .getByText(
        new RegExp(`^${GUESTS[1]} sudah check-in pukul .+ oleh Pintu Selatan · suvenir sudah diberikan di sana$`),
      )
      .waitFor();
    await expect.poll(() => ushers.north.locator('.venue-notice').count(), WAIT).toBe(1);
    await expect(ushers.north.getByText(/ditolak/).count()).resolves.toBe(0);
    await expect.poll(() => ushers.north.getByText(/menunggu dikirim/).count(), { timeout: 20_000 }).toBe(0);

    const venue = await call<Venue>(owner, 'GET', `/v1/invitation/${invitation.id}/guestbook/venue`);
    const arrived = venue.guests.filter((guest) => guest.check_in).map((guest) => guest.name);
    expect(arrived.sort()).toEqual([...GUESTS.slice(0, 3)].sort());
    expect(venue.counts.arrived).toBe(3);
    const usherOf = (name: string) => venue.guests.find((guest) => guest.name === name)!.check_in!.usher_name;
    expect(usherOf(GUESTS[0])).toBe('Pintu Utara');
    expect(usherOf(GUESTS[1])).toBe('Pintu Selatan');
    expect(usherOf(GUESTS[2])).toBe('Pintu Utara');
    // The souvenir went to each arrived guest once: the second one for Bagus was refused.
    const handed = venue.guests.filter((guest) => guest.souvenir_ids.includes(souvenirId)).map((guest) => guest.name);
    expect(handed.sort()).toEqual([...GUESTS.slice(0, 3)].sort());
    expect(venue.counts.souvenirs_handed).toBe(3);

    // The screen greeted each of the three exactly once (3 s each, in the order they reached the server).
    await expect.poll(() => greetedIn(frame), { timeout: 30_000 }).toHaveLength(3);
    const greeted = await greetedIn(frame);
    expect([...greeted].sort()).toEqual([...GUESTS.slice(0, 3)].sort());
    expect(greeted[0]).toBe(GUESTS[1]);
    // Nobody is greeted again afterwards (a late duplicate, the 'changed' messages, the refused souvenir).
    await display.waitForTimeout(4_000);
    expect(await greetedIn(frame)).toHaveLength(3);

    // A screen that reloads catches up from the last greeted guest and greets nobody twice.
    await display.reload();
    await expect.poll(() => Boolean(screenFrameOf(display, invitation.slug)), WAIT).toBe(true);
    const again = screenFrameOf(display, invitation.slug)!;
    await again.getByTestId('greeting-screen').waitFor();
    await checkInByName(ushers.south, GUESTS[3]);
    await expect.poll(() => greetedIn(again), { timeout: 20_000 }).toEqual([GUESTS[3]]);
  });
});
