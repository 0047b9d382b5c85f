/**
 * `npm test`'s test run: Vitest's two projects (vitest.config.ts) side by side, as two processes.
 * In one process Vitest runs a project whose files go one at a time (browser: one server, one
 * Chromium) only after every other file: on a 2-core machine the unit files took 447 s, then the
 * browser files 465 s. Side by side the two took 581 s, the browser files mostly waiting on Chromium
 * while the unit files used the processor.
 * Arguments go to both (`npm test -- tests/engine` runs the files matching it). Every line is
 * prefixed with its project's name; the last line sums both projects' closing lines
 * (scripts/test-counts.ts), and the exit code is 1 if either failed or ended without its closing line.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { closingLine, parseClosingLine, type TestCounts } from './test-counts';

const PROJECTS = ['unit', 'browser'] as const;
/** Vitest's command, as its package names it (`bin`). */
const VITEST = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');

/** Runs one project, printing its lines as they come; its counts, or none if it never closed. */
function runProject(project: string, args: readonly string[]): Promise<{ code: number; counts?: TestCounts }> {
  const child = spawn(process.execPath, [VITEST, 'run', '--project', project, '--passWithNoTests', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let counts: TestCounts | undefined;
  const prefix = `[${project}] `;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      counts = parseClosingLine(line) ?? counts;
      (stream === child.stderr ? process.stderr : process.stdout).write(prefix + line + '\n');
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code) => resolve({ code: code ?? 1, counts }));
  });
}

const results = await Promise.all(PROJECTS.map((project) => runProject(project, process.argv.slice(2))));
const total = { passed: 0, failed: 0, skipped: 0 };
for (const [index, { code, counts }] of results.entries()) {
  if (!counts) console.error(`${PROJECTS[index]}: Vitest ended (code ${code}) without its closing line`);
  total.passed += counts?.passed ?? 0;
  // A project that failed without counting a failed test (it crashed, or never closed) counts one.
  total.failed += Math.max(counts?.failed ?? 0, code === 0 && counts ? 0 : 1);
  total.skipped += counts?.skipped ?? 0;
}
console.log(`\n${closingLine(total)}`);
process.exit(total.failed ? 1 : 0);
