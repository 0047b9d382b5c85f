import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint';

/** Sections drawn with the app's first frame when it takes a painted cover over. */
export const FIRST_STEP_SECTIONS = 1;

/**
 * How many of a page's `total` sections to draw: all at once, or, `stepwise`, the first one, then one
 * more per frame. Taking a painted cover over, the app draws the whole invitation under it before the
 * guest taps (the tap then only moves the cover); drawn in one go, rendering and laying out every
 * section was one task of 50-60 ms on a phone's CPU, which the guest's first tap could wait behind
 * (Lighthouse's total blocking time, issue 14). A section a frame keeps each task short; the first
 * section, the one the tap reveals, comes with the takeover itself. Once all are drawn, sections the
 * page gains later (a refresh after the guest's reply) come at once.
 */
export function useSectionsInSteps(total: number, stepwise: boolean): number {
  const [count, setCount] = useState(() => (stepwise ? FIRST_STEP_SECTIONS : Infinity));
  const done = count >= total;
  useEffect(() => {
    if (done) return;
    // After the next frame has painted: each step is its own task, and a frame lays out one section.
    // The last step leaves stepping for good: sections the page gains later come at once.
    const step = (drawn: number) => (drawn + 1 >= total ? Infinity : drawn + 1);
    return afterNextPaint(() => startTransition(() => setCount(step)));
  }, [done, count, total]);
  return done ? total : count;
}
