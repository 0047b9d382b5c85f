import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { launchPhone } from './chromium';
import { seriousAxeViolations, signInPage } from './owner-session';
import { openHallDisplay, openVenueDay, usherSignsIn, venueCall as call, WAIT, type Phone } from './venue-day';

/*
 * The door prize on the wedding day (docs/product.md#guestbook): three guests checked in (a fourth
 * invited, not come), the owner draws on Tamu › Door Prize, the hall's display shows each winner, no
 * guest is drawn twice and the fourth draw finds nobody left. A VIP guest shows at the usher's door
 * with their table highlighted.
 */

const baseUrl = inject('baseUrl');
/** A folder to keep the screenshots in, when given (they are looked at, not compared). */
const SHOTS = process.env.DOOR_PRIZE_SHOTS;
const PRESENT = ['Bapak Haji Sulaiman', 'Ibu Kartika Dewi', 'Mas Rizky Pratama'];

describe('the door prize', () => {
  const devices: Phone[] = [];
  afterAll(async () => {
    await Promise.all(devices.map((device) => device.close()));
  });

  it('draws among the guests present on the owner page, shows each winner on the hall display, never twice', async () => {
    const { owner, invitation, usherCodes } = await openVenueDay({
      ownerName: 'Ratna Pemilik',
      guests: [],
      ushers: ['Pintu Utara'],
    });
    const path = (rest: string) => `/v1/invitation/${invitation.id}/${rest}`;
    const table = await call<{ id: string }>(owner, 'POST', path('guestbook/table'), { name: 'Meja 1', capacity: 10 });
    const ids: string[] = [];
    for (const name of [...PRESENT, 'Tante Absen']) {
      ids.push((await call<{ id: string }>(owner, 'POST', path('guest'), { name, vip: name === PRESENT[0] })).id);
    }
    await call(owner, 'PUT', path('guestbook/seating'), { table_id: table.id, guest_ids: [ids[0]] });
    for (const guestId of ids.slice(0, 3)) {
      await call(owner, 'POST', path('guestbook/check-in'), {
        id: randomUUID(),
        guest_id: guestId,
        pax: 1,
        checked_in_at: new Date().toISOString(),
      });
    }

    const screen = await launchPhone({ viewport: { width: 1920, height: 1080 }, isMobile: false, hasTouch: false });
    devices.push(screen);
    const { display } = await openHallDisplay(screen, owner, invitation);
    // The display listens (its socket is ready once its first report is stored).
    await expect.poll(() => call(owner, 'GET', path('guestbook/screen-report')), WAIT).not.toBeNull();

    const desk = await launchPhone({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });
    devices.push(desk);
    const page = await desk.context.newPage();
    await signInPage(page, baseUrl, owner);
    await page.goto(`${baseUrl}/invitation/${invitation.id}/guest/door-prize`);
    await page.getByRole('heading', { name: 'Door Prize', level: 1 }).waitFor();
    await page.getByText('Belum ada pemenang.').waitFor();

    const latest = page.getByRole('region', { name: 'Pemenang terbaru' });
    const winners: string[] = [];
    for (const prize of ['Kulkas', 'Sepeda', '']) {
      await page.getByLabel('Nama hadiah').fill(prize);
      await page.getByRole('button', { name: 'Undi pemenang' }).click();
      await expect.poll(async () => (await latest.locator('.door-prize-winner__name').count()) > 0, WAIT).toBe(true);
      await expect
        .poll(() => latest.locator('.door-prize-winner__name').textContent(), WAIT)
        .not.toBe(winners.at(-1) ?? '');
      const name = (await latest.locator('.door-prize-winner__name').textContent())!;
      winners.push(name);
      await display.getByText('Selamat! Pemenang Door Prize').waitFor(WAIT);
      await expect.poll(() => display.locator('.door-prize-overlay__name').textContent(), WAIT).toBe(name);
      if (prize) await expect.poll(() => display.locator('.door-prize-overlay__prize').textContent(), WAIT).toBe(prize);
      if (SHOTS && prize === 'Kulkas') await display.screenshot({ path: `${SHOTS}/display-1920.png` });
    }
    // Each of the three present once; the one who did not come never.
    expect([...winners].sort()).toEqual([...PRESENT].sort());
    await page.getByRole('button', { name: 'Undi pemenang' }).click();
    await page.getByText('Belum ada tamu hadir yang bisa diundi').waitFor(WAIT);
    const listed = await call<{ guest_name: string }[]>(owner, 'GET', path('guestbook/door-prize'));
    expect(listed.map((draw) => draw.guest_name).sort()).toEqual([...PRESENT].sort());
    await page.getByRole('listitem').filter({ hasText: 'Kulkas' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/owner-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/owner-390.png`, fullPage: true });
    }

    // The VIP guest at the usher's door: the badge in the list, the table highlighted on the panel.
    const phone = await launchPhone({ viewport: { width: 360, height: 740 } });
    devices.push(phone);
    const usher = await usherSignsIn(phone, usherCodes['Pintu Utara']!);
    await usher.getByLabel('Cari nama tamu').fill('Sulaiman');
    const row = usher.getByRole('button', { name: /Bapak Haji Sulaiman/ });
    await expect.poll(() => row.locator('.vip-tag').textContent(), WAIT).toBe('VIP');
    if (SHOTS) await usher.screenshot({ path: `${SHOTS}/usher-list-360.png` });
    await row.click();
    await usher.getByText('Meja VIP: Meja 1').waitFor(WAIT);
    if (SHOTS) await usher.screenshot({ path: `${SHOTS}/usher-panel-360.png` });
  });
});
