import { describe, expect, it } from 'vitest';
import { galleryOrder, stepIndex, swipeStep, SWIPE_DISTANCE } from '../../engine/gallery/gallery-viewer';
import { SLIDE_GAP, slideInView, SLIDES_PER_VIEW } from '../../engine/gallery/slideshow';

describe('gallery viewer steps', () => {
  it('moves by a step and wraps around at both ends', () => {
    expect(stepIndex(2, 1, 6)).toBe(3);
    expect(stepIndex(5, 1, 6)).toBe(0);
    expect(stepIndex(0, -1, 6)).toBe(5);
    expect(stepIndex(1, -8, 6)).toBe(5);
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(3, 1, 0)).toBe(0);
  });

  it('reads a mostly horizontal move of 50 pixels or more as a swipe', () => {
    expect(SWIPE_DISTANCE).toBe(50);
    expect(swipeStep(-50, 0)).toBe(1);
    expect(swipeStep(120, 30)).toBe(-1);
    expect(swipeStep(-49, 0)).toBe(0);
    expect(swipeStep(-80, 80)).toBe(0);
    expect(swipeStep(0, -200)).toBe(0);
  });

  it("orders images by the owner's index", () => {
    const items = [{ index: 2 }, { index: 0 }, { index: 1 }];
    expect(galleryOrder(items).map((i) => i.index)).toEqual([0, 1, 2]);
    expect(items.map((i) => i.index)).toEqual([2, 0, 1]);
  });
});

describe('slideshow', () => {
  it('shows 3 slides at a time with a 24 pixel gap', () => {
    expect(SLIDES_PER_VIEW).toBe(3);
    expect(SLIDE_GAP).toBe(24);
    expect([0, 1, 2, 3, 4].map((p) => slideInView(p, 1))).toEqual([false, true, true, true, false]);
  });
});
