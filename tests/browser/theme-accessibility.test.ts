import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { demoSectionSlugs, THEME_IDS } from '../helpers';
import { phoneForThisFile } from './chromium';
import { seriousAxeViolations } from './owner-session';

const baseUrl = inject('baseUrl');
const phone = phoneForThisFile();

/** axe's landmark rules (moderate, so beyond seriousAxeViolations): content outside landmarks, no main. */
async function landmarkViolations(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    type Axe = { run: (options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
    const { violations } = await (window as unknown as { axe: Axe }).axe.run({
      runOnly: ['region', 'landmark-one-main', 'landmark-no-duplicate-main', 'landmark-unique'],
    });
    return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  });
}

/** Waits until no finite animation runs: axe measures contrast through opacity, mid-fade text reads pale. */
async function animationsDone(page: Page) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .every((animation) => animation.playState !== 'running'),
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * Scrolls to the bottom, so lazy sections and images render, then lets every entrance finish. First
 * waits for every section to be drawn (one a frame once the cover opens: engine/render/sections-in-steps.ts),
 * so that the scroll passes each one: a section drawn after the scroll went by would wait for the guest
 * to come back to it before it enters.
 */
async function scrollThrough(page: Page, sectionCount: number) {
  const drawn = () => page.locator('.invitation > section, .invitation > footer').count();
  await expect.poll(drawn).toBe(sectionCount);
  // Each section brought into view and held there for two frames: scrolled by a fixed step and time,
  // a section could pass between two frames on a busy machine, never seen entering, never faded in.
  await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    for (const section of document.querySelectorAll('.invitation > section, .invitation > footer')) {
      section.scrollIntoView({ block: 'center', behavior: 'instant' });
      await frame();
      await frame();
    }
    window.scrollTo(0, document.body.scrollHeight);
  });
  await page.waitForLoadState('networkidle');
  // Sections fade in as they enter (framer-motion, not always a browser animation): wait for each.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('.invitation > section, .invitation > footer')].every(
        (section) => getComputedStyle(section).opacity === '1',
      ),
    undefined,
    { timeout: 30_000 },
  );
}

/**
 * The wishes' texts (name, time, message) on the page not set in the theme's body face, upright and in
 * sentence case: a wish is read, and a heading face may be all capitals or hairline thin.
 */
async function wishTextsNotInBodyFace(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const family = (value: string) =>
      value
        .replace(/["']/g, '')
        .replace(/\s*,\s*/g, ',')
        .trim();
    return [...document.querySelectorAll<HTMLElement>('.wish__name, .wish__time, .wish__message')].flatMap((text) => {
      const style = getComputedStyle(text);
      const body = family(style.getPropertyValue('--font-body'));
      const look = `${family(style.fontFamily)} ${style.fontStyle} ${style.textTransform}`;
      return look === `${body} normal none` ? [] : [`${text.className}: ${look}, not ${body} normal none`];
    });
  });
}

// Every theme folder in manifests/ (tests/helpers reads the folder): a new theme is checked too.
describe.each(THEME_IDS)('/demo/%s at 390 px', (id) => {
  it("has no serious or critical axe violation on the cover, the opened page nor the 'Lihat Semua' dialog", async () => {
    const page = await phone().newPage();
    await page.goto(`${baseUrl}/demo/${id}`, { waitUntil: 'networkidle' });
    const open = page.locator('.cover__open'); // the theme's label: 'Buka Undangan', 'Masuk ke Lobi' ...
    await open.waitFor();
    await animationsDone(page); // the cover's content rises into place, fading in
    expect(await seriousAxeViolations(page), 'on the cover').toEqual([]);
    expect(await landmarkViolations(page), 'landmarks on the cover').toEqual([]);

    await open.click();
    await page.locator('[data-flows="live"]').waitFor();
    await expect.poll(() => page.getByTestId('invitation-cover').getAttribute('aria-hidden')).toBe('true');
    await scrollThrough(page, demoSectionSlugs(id).length);
    await animationsDone(page);
    // One main landmark holds the sections; the chrome sits in its own landmarks.
    await expect.poll(() => page.getByRole('main').count()).toBe(1);
    expect(await page.getByRole('main').locator('.invitation').count()).toBe(1);
    expect(await seriousAxeViolations(page), 'on the opened page').toEqual([]);
    expect(await landmarkViolations(page), 'landmarks on the opened page').toEqual([]);
    expect(await wishTextsNotInBodyFace(page), 'the wishes on the page').toEqual([]);

    // 'Lihat Semua' (each theme's label): every wish in a dialog, its list scrolled by touch or keyboard.
    await page.locator('#wish .wish__all').click();
    await page.getByRole('dialog').locator('.wish__item').first().waitFor();
    await animationsDone(page);
    expect(await seriousAxeViolations(page), "in the 'Lihat Semua' dialog").toEqual([]);
    expect(await wishTextsNotInBodyFace(page), "the wishes in the 'Lihat Semua' dialog").toEqual([]);
    await page.close();
  });
});
