import { describe, expect, inject, it } from 'vitest';
import { THEME_LAYOUTS } from '../../schemas/theme-look';
import { themeIds, themeManifest } from '../../server/services/invitations/theme-manifests';
import { launchPhone } from './chromium';
import { paintDemoCoversWithPhoto } from './cover-photo';

const baseUrl = inject('baseUrl');

/** One theme for each cover layout some theme uses (a layout left out is the first of the list). */
function themePerCoverLayout(): [string, string][] {
  const byLayout = new Map<string, string>();
  for (const id of themeIds()) {
    const layout = themeManifest(id)?.layouts?.cover ?? THEME_LAYOUTS.cover[0];
    if (!byLayout.has(layout)) byLayout.set(layout, id);
  }
  return [...byLayout];
}

/** The layouts whose photo fills the screen's width: the theme's ornaments must stay over it. */
const WIDE = ['full-bleed', 'poster'];

type Box = { left: number; top: number; right: number; bottom: number; width: number };

describe("the cover with the couple's photo, on a phone", () => {
  it.each([
    [320, 640],
    [390, 844],
  ])('shows the photo at half the width or more in every cover layout, at %ipx', async (width, height) => {
    const { context, close } = await launchPhone({ javaScriptEnabled: false, viewport: { width, height } });
    try {
      const page = await context.newPage();
      await paintDemoCoversWithPhoto(page);
      const layouts = themePerCoverLayout();
      expect(layouts.length).toBeGreaterThan(1);
      for (const [layout, theme] of layouts) {
        await page.goto(`${baseUrl}/demo/${theme}`, { waitUntil: 'load' });
        const photo = page.locator('#painted-cover .cover__picture > img');
        await photo.waitFor();
        const { cover, shown } = await page.evaluate(() => {
          const box = (el: Element) => el.getBoundingClientRect().toJSON() as Box;
          return {
            cover: box(document.querySelector('#painted-cover .cover')!),
            shown: box(document.querySelector('#painted-cover .cover__picture > img')!),
          };
        });
        expect(shown.width / cover.width, `${layout} (${theme})`).toBeGreaterThanOrEqual(0.5);
      }
    } finally {
      await close();
    }
  });

  it("keeps the theme's ornaments over and around a photo that fills the width", async () => {
    const { context, close } = await launchPhone({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await paintDemoCoversWithPhoto(page);
      const wide = themePerCoverLayout().filter(([layout]) => WIDE.includes(layout));
      expect(wide.length).toBeGreaterThan(0);
      for (const [layout, theme] of wide) {
        await page.goto(`${baseUrl}/demo/${theme}`, { waitUntil: 'load' });
        await page.locator('#painted-cover .cover__picture > img').waitFor();
        const seen = await page.evaluate(() => {
          const cover = document.querySelector('#painted-cover .cover')!;
          const picture = cover.querySelector('.cover__picture')!.getBoundingClientRect();
          const bounds = cover.getBoundingClientRect();
          const corners = [...cover.querySelectorAll('.ornament-corner')].map((corner) => {
            const style = getComputedStyle(corner);
            const box = corner.getBoundingClientRect();
            const overlaps =
              box.left < picture.right &&
              box.right > picture.left &&
              box.top < picture.bottom &&
              box.bottom > picture.top;
            return {
              drawn: style.display !== 'none' && Number(style.opacity) > 0.5 && /url\(/.test(style.backgroundImage),
              overlaps,
            };
          });
          return {
            corners,
            // The theme's ground shows around the photo: it stops short of the screen's top and sides.
            margin: Math.min(picture.top - bounds.top, picture.left - bounds.left, bounds.right - picture.right),
          };
        });
        // All four drawn; the top two (a poster's photo is the top of the screen) at least over the photo.
        expect(
          seen.corners.map((c) => c.drawn),
          `${layout} (${theme}): the corners`,
        ).toEqual([true, true, true, true]);
        expect(
          seen.corners.filter((c) => c.overlaps).length,
          `${layout} (${theme}): over the photo`,
        ).toBeGreaterThanOrEqual(2);
        expect(seen.margin, `${layout} (${theme}): the ground around the photo`).toBeGreaterThanOrEqual(8);
      }
    } finally {
      await close();
    }
  });
});
