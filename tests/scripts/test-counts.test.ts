import { describe, expect, it, vi } from 'vitest';
import type { TestModule } from 'vitest/node';
import { closingLine, failureLine, isFailureLine, parseClosingLine } from '../../scripts/test-counts';
import SummaryReporter from '../summary-reporter';

/** A test module as the reporter reads it: its file, state and errors, its tests' names and states. */
const testModule = (file: string, states: string[], state = 'passed', errors: { message: string }[] = []) =>
  ({
    relativeModuleId: file,
    state: () => state,
    errors: () => errors,
    children: {
      allTests: () =>
        states.map((s) => ({
          fullName: 'the guest > answers',
          result: () => ({ state: s, errors: s === 'failed' ? [{ message: 'expected 1 to be 2\n- 2\n+ 1' }] : [] }),
        })),
    },
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
      [
        testModule('tests/a.test.ts', ['passed', 'passed', 'skipped']),
        testModule('tests/b.test.ts', ['failed', 'passed']),
        testModule('tests/c.test.ts', [], 'failed', [{ message: 'Cannot find module' }]),
        // Its test passed, its afterAll threw.
        testModule('tests/d.test.ts', ['passed'], 'failed', [{ message: 'ENOTEMPTY: directory not empty' }]),
      ],
      [new Error('unhandled')],
    );
    const printed = String(log.mock.calls.at(-1)?.[0]).trim().split('\n');
    log.mockRestore();
    // Four passed; one failed test, one file that failed to load, one whose hook threw, one unhandled error.
    expect(parseClosingLine(printed.at(-1)!)).toEqual({ passed: 4, failed: 4, skipped: 1 });
    // Each failure named on a line of its own before the counts, with its error's first line.
    expect(printed.slice(0, -1)).toEqual([
      'FAILED (outside any test): unhandled',
      'FAILED tests/b.test.ts > the guest > answers: expected 1 to be 2',
      'FAILED tests/c.test.ts: Cannot find module',
      'FAILED tests/d.test.ts: ENOTEMPTY: directory not empty',
    ]);
    expect(printed.filter(isFailureLine)).toHaveLength(4);
  });

  it("names a failure on one line, cut short, so a log's last lines say what failed", () => {
    expect(failureLine('tests/a.test.ts > saves', '\n  Timeout\n at line 3')).toBe(
      'FAILED tests/a.test.ts > saves: Timeout',
    );
    expect(failureLine('tests/a.test.ts')).toBe('FAILED tests/a.test.ts');
    expect(failureLine('x', 'y'.repeat(1000)).length).toBeLessThan(320);
    expect(isFailureLine('  FAILED x')).toBe(true);
    expect(isFailureLine('[unit]  ✓ tests/a.test.ts')).toBe(false);
  });
});
