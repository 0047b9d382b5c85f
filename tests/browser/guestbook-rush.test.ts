import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { launchPhone } from './chromium';
import { seriousAxeViolations } from './owner-session';
import {
  greetedIn,
  greetingsIn,
  openHallDisplay,
  openVenueDay,
  venueCall as call,
  WAIT,
  type Phone,
} from './venue-day';

/*
 * A rush at the door (docs/product.md#greeting-screen): twelve guests checked in at once, a family of
 * three among them. The hall's screen greets them several names at a time (the family together),
 * nobody lost (greeted, or logged as skipped), and the owner's dashboard says how far behind it is.
 */

const baseUrl = inject('baseUrl');
/** A folder to keep the combined greetings' screenshots in, when given (they are looked at, not compared). */
const SHOTS = process.env.GREETING_SHOTS;
const LONG_NAMES = [
  'Bapak Dr. H. Ahmad Sulaiman Hidayat, S.H.',
  'Ibu Hj. Kartika Sari Dewi Purnamasari',
  'Muhammad Rizky Pratama Wibowo',
  'Anisa Rahma',
];
const FAMILY = ['Bapak Wibowo', 'Ibu Wibowo', 'Dewi Wibowo'];
const OTHERS = ['Agus', 'Bella', 'Candra', 'Dinda', 'Eka', 'Fajar', 'Gita', 'Hendra', 'Intan'];

describe('the greeting screen in a rush', () => {
  const devices: Phone[] = [];
  afterAll(async () => {
    await Promise.all(devices.map((device) => device.close()));
  });

  it('greets twelve arrivals several at a time, the family together, logs them all, and the dashboard shows the lag', async () => {
    const { owner, invitation } = await openVenueDay({
      ownerName: 'Ratna Pemilik',
      guests: [],
      ushers: [],
      settings: { screen_layout: 'classic', greeting_seconds: 10, show_table: true },
    });
    const guestIds: Record<string, string> = {};
    for (const name of [...FAMILY, ...OTHERS]) {
      const group = FAMILY.includes(name) ? 'Keluarga Wibowo' : undefined;
      guestIds[name] = (
        await call<{ id: string }>(owner, 'POST', `/v1/invitation/${invitation.id}/guest`, { name, group })
      ).id;
    }

    const screen = await launchPhone({ viewport: { width: 1920, height: 1080 }, isMobile: false, hasTouch: false });
    devices.push(screen);
    const { display, frame } = await openHallDisplay(screen, owner, invitation);
    // The display listens before the rush (its socket is ready once its first report is stored).
    await expect
      .poll(() => call(owner, 'GET', `/v1/invitation/${invitation.id}/guestbook/screen-report`), WAIT)
      .not.toBeNull();

    // Twelve check-ins through the API at once, the family's among them.
    const order = [
      OTHERS[0]!,
      FAMILY[0]!,
      OTHERS[1]!,
      FAMILY[1]!,
      ...OTHERS.slice(2, 5),
      FAMILY[2]!,
      ...OTHERS.slice(5),
    ];
    await Promise.all(
      order.map((name) =>
        call(owner, 'POST', `/v1/invitation/${invitation.id}/guestbook/check-in`, {
          id: randomUUID(),
          guest_id: guestIds[name],
          pax: 1,
          checked_in_at: new Date().toISOString(),
        }),
      ),
    );

    // The screen shows several names together at some point.
    await frame.locator('.greeting-screen__party').nth(1).waitFor(WAIT);

    // Everyone is greeted, each once, in fewer greetings than guests, none past the layout's four names.
    await expect.poll(async () => (await greetedIn(frame)).length, { timeout: 60_000 }).toBe(12);
    const greetings = await greetingsIn(frame);
    expect([...(await greetedIn(frame))].sort()).toEqual([...FAMILY, ...OTHERS].sort());
    expect(greetings.length).toBeLessThan(12);
    expect(Math.max(...greetings.map((names) => names.length))).toBeLessThanOrEqual(4);
    // The family arrived within a minute: greeted in one greeting (the first name may have come alone
    // while the screen was idle; the rest of the family together).
    const familyGreetings = greetings.filter((names) => names.some((name) => FAMILY.includes(name)));
    expect(familyGreetings.length).toBeLessThanOrEqual(2);
    expect(familyGreetings.some((names) => names.filter((name) => FAMILY.includes(name)).length >= 2)).toBe(true);

    // The log, opened with the pointer, lists all twelve as greeted.
    await display.mouse.move(200, 900);
    await display.getByRole('button', { name: /^Log/ }).click();
    const log = display.getByRole('region', { name: 'Log sapaan' });
    await log.getByText('12 disapa · 0 dilewati · 0 menunggu').waitFor(WAIT);
    expect(await log.locator('li').count()).toBe(12);
    expect(await seriousAxeViolations(display)).toEqual([]);

    // The owner's dashboard shows the screen's line from its fresh report.
    const dashboard = await screen.context.newPage();
    await dashboard.goto(`${baseUrl}/invitation/${invitation.id}`);
    await dashboard
      .getByText(/^Layar sapaan: (terlambat \d+ detik|tepat waktu) · \d+ menunggu · 0 dilewati$/)
      .waitFor({ timeout: 40_000 });
  });

  for (const theme of ['floral-whimsy', 'midnight-deco']) {
    it(`fits a combined greeting in each layout on a 1920x1080 screen and a 1280x720 projector (${theme})`, async () => {
      const screen = await launchPhone({ viewport: { width: 1920, height: 1080 }, isMobile: false, hasTouch: false });
      devices.push(screen);
      const page = await screen.context.newPage();
      await page.goto(`${baseUrl}/demo/${theme}/screen`, { waitUntil: 'networkidle' });
      for (const [width, height] of [
        [1920, 1080],
        [1280, 720],
      ] as const) {
        await page.setViewportSize({ width, height });
        for (const [layout, names] of [
          ['classic', 4],
          ['spotlight', 3],
          ['banner', 3],
        ] as const) {
          const guests = LONG_NAMES.slice(0, names).map((name, index) => ({ name, table: `${index + 2}` }));
          await page.evaluate((message) => window.postMessage(message, window.location.origin), {
            type: 'invitation:greeting',
            guests,
            seconds: 60,
            layout,
          });
          const parties = page.locator('.greeting-screen__party');
          await expect.poll(() => parties.count()).toBe(names);
          await page.waitForTimeout(900); // the welcome's entrance
          // Every name and table is on screen, none cut by the edge or by another part.
          for (let index = 0; index < names; index += 1) {
            const box = (await parties.nth(index).boundingBox())!;
            expect(box.x).toBeGreaterThanOrEqual(0);
            expect(box.y).toBeGreaterThanOrEqual(0);
            expect(box.x + box.width).toBeLessThanOrEqual(width);
            expect(box.y + box.height).toBeLessThanOrEqual(height);
          }
          const couple = (await page.locator('.greeting-screen__couple').boundingBox())!;
          const last = (await parties.nth(names - 1).boundingBox())!;
          if (layout !== 'banner') expect(couple.y).toBeGreaterThanOrEqual(last.y + last.height - 2);
          else expect(couple.y + couple.height).toBeLessThanOrEqual((await parties.first().boundingBox())!.y);
          if (SHOTS) await page.screenshot({ path: `${SHOTS}/${theme}-${layout}-${width}.png` });
        }
      }
    });
  }
});
