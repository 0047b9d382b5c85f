/**
 * The closing line of a test run, `N passed, N failed` (and skipped): the plain line CI reads in any
 * language. tests/summary-reporter.ts prints it for one Vitest run; scripts/test-projects.ts reads it
 * back from each project's run and prints their sum.
 */
export type TestCounts = { passed: number; failed: number; skipped: number };

/** The closing line for `counts`. */
export const closingLine = ({ passed, failed, skipped }: TestCounts): string =>
  `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;

const CLOSING = /^(\d+) passed, (\d+) failed(?:, (\d+) skipped)?$/;

/** The counts of a closing line, or undefined for any other line. */
export function parseClosingLine(line: string): TestCounts | undefined {
  const match = CLOSING.exec(line.trim());
  return match ? { passed: Number(match[1]), failed: Number(match[2]), skipped: Number(match[3] ?? 0) } : undefined;
}
