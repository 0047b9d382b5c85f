import type { Reporter, TestModule } from 'vitest/node';
import { closingLine } from '../scripts/test-counts';

/**
 * Prints the plain closing line CI reads in any language: `N passed, N failed` (and skipped), as
 * scripts/test-counts.ts writes it.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    for (const module of testModules) {
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) failed += 1;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
    }
    console.log(`\n${closingLine({ passed, failed, skipped })}`);
  }
}
