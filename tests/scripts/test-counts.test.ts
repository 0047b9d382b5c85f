import { describe, expect, it, vi } from 'vitest';
import type { TestModule } from 'vitest/node';
import { closingLine, parseClosingLine } from '../../scripts/test-counts';
import SummaryReporter from '../summary-reporter';

/** A test module as the reporter reads it: its state and its tests' states. */
const testModule = (states: string[], state = 'passed') =>
  ({
    state: () => state,
    children: { allTests: () => states.map((s) => ({ result: () => ({ state: s }) })) },
  }) as unknown as TestModule;

describe("a test run's closing line", () => {
  it('reads back what it writes, with the skipped count only when there are some', () => {
    expect(closingLine({ passed: 1649, failed: 0, skipped: 5 })).toBe('1649 passed, 0 failed, 5 skipped');
    expect(closingLine({ passed: 131, failed: 2, skipped: 0 })).toBe('131 passed, 2 failed');
    for (const counts of [
      { passed: 1649, failed: 0, skipped: 5 },
      { passed: 131, failed: 2, skipped: 0 },
    ]) {
      expect(parseClosingLine(closingLine(counts))).toEqual(counts);
    }
  });

  it("is not mistaken for Vitest's own lines", () => {
    expect(parseClosingLine('      Tests  1780 passed | 5 skipped (1785)')).toBeUndefined();
    expect(parseClosingLine(' Test Files  198 passed (198)')).toBeUndefined();
    expect(parseClosingLine('[unit] 1649 passed, 0 failed')).toBeUndefined();
  });

  it("is what the summary reporter prints, so the side-by-side run can add the projects' counts", () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    new SummaryReporter().onTestRunEnd(
      [testModule(['passed', 'passed', 'skipped']), testModule(['failed', 'passed']), testModule([], 'failed')],
      [new Error('unhandled')],
    );
    const printed = String(log.mock.calls.at(-1)?.[0]).trim();
    log.mockRestore();
    // Three passed; one failed test, one file that failed to load, one unhandled error; one skipped.
    expect(parseClosingLine(printed)).toEqual({ passed: 3, failed: 3, skipped: 1 });
  });
});
