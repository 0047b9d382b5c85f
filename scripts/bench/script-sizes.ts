/** The JavaScript files a page loads, with their sizes as sent (compressed) and unpacked. */
import type { Page, Response } from 'playwright-core';

/** One JavaScript file: its name under /assets/, its size as sent and unpacked, in bytes. */
export type ScriptFile = { file: string; sent: number; unpacked: number };

/**
 * Appends every JavaScript file the page loads from now on to `rows` (not one whose body can no longer
 * be read because its page closed meanwhile).
 */
export function recordScripts(page: Page, rows: ScriptFile[]): void {
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js')) return;
    (async () => {
      const sizes = await response.request().sizes();
      const body = await response.body();
      rows.push({ file: url.pathname.replace('/assets/', ''), sent: sizes.responseBodySize, unpacked: body.length });
    })().catch(() => {});
  });
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);

/** Prints the files, largest first, and their total; answers the bytes sent. */
export function printScripts(title: string, rows: readonly ScriptFile[]): number {
  const sent = rows.reduce((sum, r) => sum + r.sent, 0);
  console.log(`\n${title}`);
  for (const row of [...rows].sort((a, b) => b.sent - a.sent)) {
    console.log(`  ${kb(row.sent)} KB sent  ${kb(row.unpacked)} KB unpacked  ${row.file}`);
  }
  console.log(`  ${kb(sent)} KB sent in ${rows.length} files`);
  return sent;
}

/** A line saying whether `bytes` fit in `budgetKb`. */
export function budgetLine(what: string, budgetKb: number, bytes: number): string {
  const used = bytes / 1024;
  return `budget: ${budgetKb} KB ${what}; used ${used.toFixed(1)} KB: ${used <= budgetKb ? 'within budget' : 'OVER BUDGET'}`;
}
