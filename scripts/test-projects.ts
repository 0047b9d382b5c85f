/**
 * `npm test`'s test run: Vitest's two projects (vitest.config.ts) side by side, as two processes.
 * In one process Vitest runs a project whose files go one at a time (browser: one server, one
 * Chromium) only after every other file: on a 2-core machine the unit files took 447 s, then the
 * browser files 465 s. Side by side the two took 581 s, the browser files mostly waiting on Chromium
 * while the unit files used the processor.
 * Arguments go to both (`npm test -- tests/engine` runs the files matching it). Every line is
 * prefixed with its project's name; at the end come both projects' failure lines again (a CI log
 * shows its last lines) and the sum of their closing lines (scripts/test-counts.ts); the exit code is
 * 1 if either failed or ended without its closing line.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { closingLine, isFailureLine, parseClosingLine, type TestCounts } from './test-counts';

const PROJECTS = ['unit', 'browser'] as const;
/** Vitest's command, as its package names it (`bin`). */
const VITEST = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');

type ProjectRun = { code: number; counts?: TestCounts; failures: string[] };

/** Runs one project, printing its lines as they come; its counts (none if it never closed) and failures. */
function runProject(project: string, args: readonly string[]): Promise<ProjectRun> {
  const child = spawn(process.execPath, [VITEST, 'run', '--project', project, '--passWithNoTests', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let counts: TestCounts | undefined;
  const failures: string[] = [];
  const prefix = `[${project}] `;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      counts = parseClosingLine(line) ?? counts;
      if (isFailureLine(line)) failures.push(prefix + line.trim());
      (stream === child.stderr ? process.stderr : process.stdout).write(prefix + line + '\n');
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code) => resolve({ code: code ?? 1, counts, failures }));
  });
}

const results = await Promise.all(PROJECTS.map((project) => runProject(project, process.argv.slice(2))));
const total = { passed: 0, failed: 0, skipped: 0 };
for (const [index, { code, counts, failures }] of results.entries()) {
  if (failures.length) console.log(`\n${failures.join('\n')}`);
  if (!counts) console.error(`${PROJECTS[index]}: Vitest ended (code ${code}) without its closing line`);
  total.passed += counts?.passed ?? 0;
  // A project that failed without counting a failed test (it crashed, or never closed) counts one.
  total.failed += Math.max(counts?.failed ?? 0, code === 0 && counts ? 0 : 1);
  total.skipped += counts?.skipped ?? 0;
}
console.log(`\n${closingLine(total)}`);
process.exit(total.failed ? 1 : 0);
