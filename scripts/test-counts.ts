/**
 * The closing lines of a test run: one line per failure, `FAILED <file> > <test>: <first line of its
 * error>`, then `N passed, N failed` (and skipped): plain lines CI reads in any language.
 * tests/summary-reporter.ts prints them for one Vitest run; scripts/test-projects.ts reads them back
 * from each project's run and prints them again at the end, so the last lines of a long log still
 * name what failed.
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

const FAILED = 'FAILED ';
/** How long a failure's error may run on its line. */
const MESSAGE_LENGTH = 300;

/** The line naming one failure: where it is, and the first line of its error (if it has one). */
export function failureLine(where: string, message?: string): string {
  const first =
    message
      ?.split('\n')
      .map((line) => line.trim())
      .find(Boolean) ?? '';
  return `${FAILED}${where}${first ? `: ${first.slice(0, MESSAGE_LENGTH)}` : ''}`;
}

/** Whether a printed line is a failure's line. */
export const isFailureLine = (line: string): boolean => line.trim().startsWith(FAILED);
