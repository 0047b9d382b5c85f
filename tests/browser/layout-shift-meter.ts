import type { Page } from 'playwright-core';

/**
 * Sums the page's layout shifts from its first paint on (those right after an input do not count, as
 * in Lighthouse's CLS): call before the page is opened, read with `summedLayoutShift`.
 */
export function measureLayoutShift(page: Page) {
  return page.addInitScript(() => {
    const state = window as unknown as { shift: number };
    state.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) state.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift `measureLayoutShift` has summed so far. */
export const summedLayoutShift = (page: Page) => page.evaluate(() => (window as unknown as { shift: number }).shift);
