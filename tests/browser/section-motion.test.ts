import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phoneForThisFile } from './chromium';
import { openInvitation } from './open-invitation';

const baseUrl = inject('baseUrl');
const phone = phoneForThisFile();

/** One frame of a section's entrance: its opacity and transform as the browser draws them. */
type Frame = { opacity: number; transform: string };

/** Opens a demo page with the phone's reduced-motion setting, past its cover, onto the live page. */
async function openLive(theme: string, reducedMotion: 'reduce' | 'no-preference'): Promise<Page> {
  const page = await phone().newPage();
  await page.emulateMedia({ reducedMotion });
  await page.goto(`${baseUrl}/demo/${theme}`, { waitUntil: 'networkidle' });
  await openInvitation(page);
  await page.locator('[data-flows="live"]').waitFor();
  return page;
}

/** Scrolls the section into view and records every frame of its entrance for a second. */
function recordEntrance(page: Page, id: string): Promise<{ before: Frame; frames: Frame[] }> {
  return page.evaluate(
    (sectionId) =>
      new Promise((resolve) => {
        const section = document.getElementById(sectionId)!;
        const read = () => {
          const style = getComputedStyle(section);
          return { opacity: Number(style.opacity), transform: style.transform };
        };
        const before = read();
        const frames: { opacity: number; transform: string }[] = [];
        window.scrollTo(0, section.offsetTop);
        const started = performance.now();
        const sample = () => {
          frames.push(read());
          if (performance.now() - started < 1000) requestAnimationFrame(sample);
          else resolve({ before, frames });
        };
        requestAnimationFrame(sample);
      }),
    id,
  );
}

const midway = (frames: Frame[]) => frames.filter((f) => f.opacity > 0.05 && f.opacity < 0.95);
/** floral-whimsy rises: its sections start 28 pixels low and come to rest with no transform. */
const START = 'matrix(1, 0, 0, 1, 0, 28)';
/** A frame drawn between the start and the resting place: the section is moving. */
const moving = (f: Frame) => f.transform !== START && f.transform !== 'none';

describe("sections enter in the theme's reveal style (framer-motion)", () => {
  it('rises into place as the guest scrolls to it, then rests', async () => {
    const page = await openLive('floral-whimsy', 'no-preference'); // reveal: rise
    const { before, frames } = await recordEntrance(page, 'closing');
    expect(before.opacity).toBe(0);
    expect(before.transform).toBe(START);
    expect(midway(frames).some(moving)).toBe(true);
    expect(frames.at(-1)).toEqual({ opacity: 1, transform: 'none' });
    await page.close();
  });

  it('only fades, without moving, for a guest who prefers reduced motion', async () => {
    const page = await openLive('floral-whimsy', 'reduce');
    const { frames } = await recordEntrance(page, 'closing');
    // It jumps to its resting place (within a frame) and fades in there.
    expect(midway(frames).length).toBeGreaterThan(3);
    expect(frames.filter(moving)).toEqual([]);
    expect(frames.at(-1)).toEqual({ opacity: 1, transform: 'none' });
    await page.close();
  });

  it('enters even when the section is more than five screens tall', async () => {
    const page = await openLive('floral-whimsy', 'no-preference');
    // The tallest section, on a screen so short that a fifth of the section never fits on it.
    const { id, height } = await page.evaluate(
      () =>
        [...document.querySelectorAll('section[id]')]
          .map((el) => ({ id: el.id, height: el.getBoundingClientRect().height }))
          .sort((a, b) => b.height - a.height)[0]!,
    );
    await page.setViewportSize({ width: 390, height: Math.floor(height * 0.15) });
    await page.evaluate((sectionId) => {
      const section = document.getElementById(sectionId)!;
      window.scrollTo(0, section.offsetTop + section.offsetHeight / 2);
    }, id);
    await expect
      .poll(() => page.locator(`#${id}`).evaluate((el) => getComputedStyle(el).opacity), { timeout: 5000 })
      .toBe('1');
    await page.close();
  });

  it('shows sections at rest before the cover is opened (no framer-motion before the first tap)', async () => {
    const page = await phone().newPage();
    await page.goto(`${baseUrl}/demo/floral-whimsy`, { waitUntil: 'networkidle' });
    await page.locator('#opening').waitFor({ state: 'attached' });
    // The sections drawn under the cover (its first screen) wait there at rest.
    const underCover = await page
      .locator('.invitation > section')
      .evaluateAll((sections) =>
        sections.map((el) => ({ opacity: getComputedStyle(el).opacity, transform: getComputedStyle(el).transform })),
      );
    expect(underCover.length).toBeGreaterThan(0);
    expect(underCover).toEqual(underCover.map(() => ({ opacity: '1', transform: 'none' })));
    await page.close();
  });
});
