// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_STEP_SECTIONS, useSectionsInSteps } from '../../engine/render/sections-in-steps';

afterEach(cleanup);

describe('useSectionsInSteps (the sections under a painted cover, a frame at a time)', () => {
  it('draws every section at once when not asked to go stepwise', () => {
    const { result } = renderHook(() => useSectionsInSteps(9, false));
    expect(result.current).toBe(9);
  });

  it('draws the first section with the takeover, then one more per step, up to all of them', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const drawn = useSectionsInSteps(5, true);
      seen.push(drawn);
      return drawn;
    });
    expect(seen[0]).toBe(FIRST_STEP_SECTIONS);
    await waitFor(() => expect(result.current).toBe(5));
    // Each step adds one section: every count from the first to the last was drawn, none skipped.
    expect([...new Set(seen)]).toEqual([1, 2, 3, 4, 5]);
  });

  it('stops stepping once the drawn sections fill the screen, checks again on a resize, and goes on when no longer asked to', async () => {
    // The screen is full once `fill` sections are drawn (the page's real check measures its content).
    let latest = 0;
    let fill = 2;
    const check = () => latest >= fill;
    const { result, rerender } = renderHook(
      ({ holding }) => {
        const drawn = useSectionsInSteps(6, true, holding ? check : undefined);
        latest = drawn;
        return drawn;
      },
      { initialProps: { holding: true } },
    );
    await waitFor(() => expect(result.current).toBe(2));
    // Several frames later it still holds at the sections that fill the screen.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(result.current).toBe(2);
    // A taller screen (the phone turned) takes one more.
    fill = 3;
    window.dispatchEvent(new Event('resize'));
    await waitFor(() => expect(result.current).toBe(3));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(result.current).toBe(3);
    rerender({ holding: false });
    await waitFor(() => expect(result.current).toBe(6));
  });

  it('follows the total when the page gains or loses sections once all are drawn', async () => {
    const { result, rerender } = renderHook(({ total }) => useSectionsInSteps(total, true), {
      initialProps: { total: 3 },
    });
    await waitFor(() => expect(result.current).toBe(3));
    rerender({ total: 7 });
    expect(result.current).toBe(7);
    rerender({ total: 2 });
    expect(result.current).toBe(2);
  });
});
