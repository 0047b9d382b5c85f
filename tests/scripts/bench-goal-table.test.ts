import { describe, expect, it } from 'vitest';
import {
  checkGoals,
  goalTable,
  longestTransitionMs,
  median,
  medianFigures,
  tapLine,
  type PageFigures,
} from '../../scripts/bench/goal-table';

/** A page that meets every goal of issue 14, at their edges. */
const AT_GOALS: PageFigures = {
  score: 97.5,
  fcpMs: 900,
  lcpMs: 1500,
  cls: 0.02,
  tbtMs: 50,
  scriptBytes: 100 * 1024,
  totalBytes: 250 * 1024,
};

describe('the page benchmark goal table', () => {
  it('takes the middle value, or the mean of the middle two, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([])).toBeNaN();
  });

  it("takes each figure's own median over runs", () => {
    const runs = [
      { ...AT_GOALS, score: 90, lcpMs: 3000 },
      { ...AT_GOALS, score: 99, lcpMs: 1000 },
      { ...AT_GOALS, score: 95, lcpMs: 2000 },
    ];
    expect(medianFigures(runs)).toEqual({ ...AT_GOALS, score: 95, lcpMs: 2000 });
  });

  it('passes every goal at its edge (the score as Lighthouse rounds it) and fails one past it', () => {
    expect(Object.values(checkGoals(AT_GOALS)).every(Boolean)).toBe(true);
    expect(checkGoals({ ...AT_GOALS, score: 97.4 })).toMatchObject({ score: false, lcp: true });
    expect(checkGoals({ ...AT_GOALS, lcpMs: 1501 })).toMatchObject({ lcp: false, score: true });
    expect(checkGoals({ ...AT_GOALS, cls: 0.021 }).cls).toBe(false);
    expect(checkGoals({ ...AT_GOALS, tbtMs: 51 }).tbt).toBe(false);
    expect(checkGoals({ ...AT_GOALS, scriptBytes: 100 * 1024 + 1 }).script).toBe(false);
    expect(checkGoals({ ...AT_GOALS, totalBytes: 250 * 1024 + 1 }).total).toBe(false);
    expect(Object.values(checkGoals({ ...AT_GOALS, lcpMs: NaN, score: NaN })).filter(Boolean)).toHaveLength(4);
  });

  it("reads the cover's transition from computed style lists, delays included", () => {
    expect(longestTransitionMs('0.9s, 0s', '0s, 0.9s')).toBe(900);
    expect(longestTransitionMs('250ms', '0s, 100ms')).toBe(350);
    expect(longestTransitionMs('0s', '0s')).toBe(0);
  });

  it('marks each figure and the row, and counts the URLs meeting every goal', () => {
    const table = goalTable([
      { label: '/demo/a', figures: AT_GOALS },
      { label: '/demo/b', figures: { ...AT_GOALS, tbtMs: 120 } },
    ]).split('\n');
    expect(table[2]).toMatch(/^\/demo\/a .* 98 ✓ .*1\.50 s ✓ .*0\.020 ✓ .*50 ms ✓ .*100\.0 ✓ .*250\.0 ✓ +pass$/);
    expect(table[3]).toMatch(/120 ms ✗ .* FAIL$/);
    expect(table[4]).toBe('1 of 2 URLs meet every goal');
  });

  it("holds the tap to the cover's transition plus 150 ms", () => {
    expect(tapLine('/x', { tapMs: 1050, coverMs: 900, runs: [1000, 1050, 1100] })).toMatch(
      /1050 ms \(median of 1000, 1050, 1100\); goal 1050 ms = cover transition 900 ms \+ 150 ms +pass$/,
    );
    expect(tapLine('/x', { tapMs: 1051, coverMs: 900, runs: [1051] })).toMatch(/FAIL$/);
  });
});
