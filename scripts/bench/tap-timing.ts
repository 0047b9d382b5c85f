/**
 * The guest's first tap on a throttled phone: from the tap on the cover's open button until the first
 * section under the cover is fully visible, i.e. the cover has left the screen (it slides up, then
 * hides: renderers/styles/chrome.css) and the section has come to rest (on the live page it enters
 * with framer-motion from opacity 0: engine/motion/section-reveal.ts).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { longestTransitionMs } from './goal-table';
import { openUntilTakenOver, throttleLikeSlowPhone } from './slow-phone';

/** How long the first section must stay fully visible with the cover gone to count as at rest (ms). */
const SETTLE_MS = 1500;
/** How long to wait for it at most (ms). */
const TIMEOUT_MS = 30_000;

/** One tap: its time to the section at rest (NaN if it never got there), how often it was lost again. */
export type TapRun = { tapMs: number; flickers: number; coverMs: number };

/** The cover's transition (slide and hide), from its computed style, in ms. */
async function coverTransitionMs(page: Page): Promise<number> {
  const style = await page
    .locator('.invitation-page .cover')
    .first()
    .evaluate((cover) => {
      const computed = getComputedStyle(cover);
      return { durations: computed.transitionDuration, delays: computed.transitionDelay };
    });
  return longestTransitionMs(style.durations, style.delays);
}

/** Remembers the time of the guest's first touch (the event's own time stamp, in the page's clock). */
function recordTapTime(page: Page): Promise<void> {
  return page.evaluate(() => {
    for (const type of ['pointerdown', 'touchstart', 'mousedown']) {
      document.addEventListener(
        type,
        (event) => {
          const bench = window as unknown as { benchTapAt?: number };
          bench.benchTapAt = Math.min(bench.benchTapAt ?? Infinity, event.timeStamp);
        },
        { capture: true, passive: true },
      );
    }
  });
}

/**
 * Watches every frame (requestAnimationFrame) after the tap for the cover gone (hidden, removed, or
 * its box above or below the viewport) and the first section visible: its page no longer hidden, its
 * opacity, with its ancestors', at 1.
 * Resolves once that has held for `settleMs`: the time it last became true after the tap, and how
 * many times it was lost again (a section that was at rest, then starts its entrance from opacity 0).
 * No named inner functions: tsx would wrap them in a helper the page does not have.
 */
function watchFirstSection(page: Page): Promise<{ tapAt: number; visibleAt: number; flickers: number }> {
  return page.evaluate(
    async ({ settleMs, timeoutMs }) => {
      const bench = window as unknown as { benchTapAt?: number };
      const started = performance.now();
      let visibleSince: number | null = null;
      let flickers = 0;
      for (;;) {
        const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
        if (now - started > timeoutMs) return { tapAt: bench.benchTapAt ?? NaN, visibleAt: NaN, flickers };
        if (bench.benchTapAt === undefined) continue;
        const cover = document.querySelector('.invitation-page .cover');
        let coverGone = true;
        if (cover) {
          const box = cover.getBoundingClientRect();
          const style = getComputedStyle(cover);
          coverGone =
            style.visibility === 'hidden' || style.display === 'none' || box.bottom <= 0 || box.top >= innerHeight;
        }
        let opacity = 0;
        const section = document.querySelector('.invitation-page__content .section');
        // Still hidden under the cover (its page's `visibility`, inherited) counts as not visible.
        if (section && getComputedStyle(section).visibility === 'visible') {
          opacity = 1;
          for (let element: Element | null = section; element; element = element.parentElement) {
            opacity *= Number(getComputedStyle(element).opacity);
          }
        }
        const visible = coverGone && opacity === 1;
        if (visible && visibleSince === null) visibleSince = now;
        if (!visible && visibleSince !== null) {
          visibleSince = null;
          flickers += 1;
        }
        if (visibleSince !== null && now - visibleSince >= settleMs) {
          return { tapAt: bench.benchTapAt, visibleAt: visibleSince, flickers };
        }
      }
    },
    { settleMs: SETTLE_MS, timeoutMs: TIMEOUT_MS },
  );
}

/**
 * One load of `url` on the throttled phone (a fresh page, cache off): once the app has taken over the
 * painted cover, taps its open button and times the first section to rest.
 */
export async function tapToFirstSection(context: BrowserContext, url: string): Promise<TapRun> {
  const page = await context.newPage();
  try {
    await throttleLikeSlowPhone(page);
    await openUntilTakenOver(page, url);
    const coverMs = await coverTransitionMs(page);
    await recordTapTime(page);
    const watched = watchFirstSection(page);
    await page.locator('.invitation-page .cover .cover__open').tap();
    const { tapAt, visibleAt, flickers } = await watched;
    return { tapMs: visibleAt - tapAt, flickers, coverMs };
  } finally {
    await page.close();
  }
}
