/**
 * `npm run bench:page [theme]`: the weight of the guest page. Starts the built app on 127.0.0.1,
 * opens /demo/<theme> (floral-whimsy) in Chromium at 390x844 and lists every JavaScript file the
 * page loads before the guest's first tap, with its size as sent (compressed) and unpacked, then
 * what opening the cover adds. Budget: 150 KB of compressed JavaScript before the first tap.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Response } from 'playwright-core';
import { launchPhone } from '../tests/browser/chromium';
import { buildWebApp, startServer } from './start-process';

const BUDGET_KB = 150;
const theme = process.argv[2] ?? 'floral-whimsy';
const port = '3903';
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);

type Row = { file: string; sent: number; unpacked: number };

function recordScripts(page: Page, rows: Row[]) {
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js')) return;
    void (async () => {
      const sizes = await response.request().sizes();
      const body = await response.body();
      rows.push({ file: url.pathname.replace('/assets/', ''), sent: sizes.responseBodySize, unpacked: body.length });
    })();
  });
}

function print(title: string, rows: Row[]): number {
  const sent = rows.reduce((sum, r) => sum + r.sent, 0);
  console.log(`\n${title}`);
  for (const row of [...rows].sort((a, b) => b.sent - a.sent)) {
    console.log(`  ${kb(row.sent)} KB sent  ${kb(row.unpacked)} KB unpacked  ${row.file}`);
  }
  console.log(`  ${kb(sent)} KB sent in ${rows.length} files`);
  return sent;
}

await buildWebApp();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-page-'));
const server = await startServer(port, dataDir);
const { context, close } = await launchPhone();
try {
  const page = await context.newPage();
  const beforeTap: Row[] = [];
  recordScripts(page, beforeTap);
  await page.goto(`http://127.0.0.1:${port}/demo/${theme}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const firstScreen = print(`/demo/${theme}: JavaScript before the first tap`, beforeTap);

  const afterTap: Row[] = [];
  recordScripts(page, afterTap);
  const open = page.getByRole('button', { name: 'Buka Undangan' });
  if (await open.count()) {
    await open.first().click();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    print('added by opening the cover', afterTap);
  }
  console.log(
    `\nbudget: ${BUDGET_KB} KB before the first tap; used ${(firstScreen / 1024).toFixed(1)} KB: ` +
      (firstScreen / 1024 <= BUDGET_KB ? 'within budget' : 'OVER BUDGET'),
  );
} finally {
  await close();
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
  rmSync(dataDir, { recursive: true, force: true });
}
