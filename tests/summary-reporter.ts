import type { Reporter, TestModule } from 'vitest/node';
import { closingLine, failureLine } from '../scripts/test-counts';

/** The message of an error as Vitest reports it (a serialized error, or anything thrown). */
const messageOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : undefined;

/**
 * Prints the plain closing lines CI reads in any language (scripts/test-counts.ts): a line naming each
 * failed test, each file that failed outside its tests (to load, or in a hook) and each error outside
 * a file, then `N passed, N failed` (and skipped).
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    let passed = 0;
    let skipped = 0;
    const failures = unhandledErrors.map((error) => failureLine('(outside any test)', messageOf(error)));
    for (const module of testModules) {
      const failedBefore = failures.length;
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state === 'passed') passed += 1;
        else if (result.state === 'failed') {
          failures.push(failureLine(`${module.relativeModuleId} > ${test.fullName}`, messageOf(result.errors?.[0])));
        } else skipped += 1;
      }
      // A file that failed outside its tests: it did not load, or a hook of the file threw.
      if (module.state() === 'failed' && failures.length === failedBefore) {
        failures.push(failureLine(module.relativeModuleId, messageOf(module.errors()[0])));
      }
    }
    console.log(['', ...failures, closingLine({ passed, failed: failures.length, skipped })].join('\n'));
  }
}
