import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint';

/** Sections drawn with the app's first frame when it takes a painted cover over. */
export const FIRST_STEP_SECTIONS = 1;

/**
 * How many of a page's `total` sections to draw: all at once, or, `stepwise`, the first one, then one
 * more per frame. Taking a painted cover over, the app draws the invitation under it a section a frame:
 * drawn in one go, rendering and laying out every section was one task of 50-60 ms on a phone's CPU,
 * which the guest's first tap could wait behind (Lighthouse's total blocking time, issue 14). The
 * first section, the one the tap reveals, comes with the takeover itself.
 *
 * While `screenFilled` is given, the steps stop once it answers true (the sections drawn fill the
 * screen the cover will uncover; asked again when the window is resized) and go on when it is no
 * longer given: a guest who taps at once waits behind no step, and a page not yet opened does no work
 * below its first screen. Once all are drawn, sections the page gains later (a refresh after the
 * guest's reply) come at once. `screenFilled` should keep its identity while it is given (a
 * `useCallback`).
 */
export function useSectionsInSteps(total: number, stepwise: boolean, screenFilled?: () => boolean): number {
  const [count, setCount] = useState(() => (stepwise ? FIRST_STEP_SECTIONS : Infinity));
  const done = count >= total;
  useEffect(() => {
    if (done) return;
    // After the next frame has painted: each step is its own task, and a frame lays out one section.
    // The last step leaves stepping for good: sections the page gains later come at once.
    const step = (drawn: number) => (drawn + 1 >= total ? Infinity : drawn + 1);
    // Held at a full screen: a taller one (the phone turned) may need more, so it is checked again.
    const stepUnlessFilled = () => {
      if (screenFilled?.()) window.addEventListener('resize', stepUnlessFilled, { once: true });
      else startTransition(() => setCount(step));
    };
    const cancel = afterNextPaint(stepUnlessFilled);
    return () => {
      cancel();
      window.removeEventListener('resize', stepUnlessFilled);
    };
  }, [done, count, total, screenFilled]);
  return done ? total : count;
}
