/**
 * `npm run bench:page [theme]`: the guest page against issue 14's goals. Builds the app (or serves
 * the build in BENCH_STATIC_DIR, without building) and starts it on 127.0.0.1 (BENCH_PORT, 3903;
 * Lighthouse's Chromium takes the next port for its DevTools). Then:
 * 1. Lighthouse (mobile preset, simulated throttling) on the home page /, every theme's /demo/<theme>,
 *    the published invitation /raka-dan-ayu and its demo guest's link ?to=<code>: score, FCP, LCP, CLS, TBT,
 *    script bytes (JavaScript before the first tap: Lighthouse does not tap) and total byte weight,
 *    one line per URL as it goes. BENCH_RUNS=N takes each figure's median of N runs (1);
 *    BENCH_FILTER=text measures only the URLs containing it.
 * 2. /demo/<theme> (floral-whimsy) in Chromium at 390x844: every JavaScript file loaded before the
 *    first tap, sent (compressed) and unpacked, then what opening the cover adds; the budget the
 *    page-weight browser test holds, 100 KB. The same list for the published invitation.
 * 3. The owner's dashboard /invitation/<id> of the demo invitation for its signed-in owner: the
 *    JavaScript it loads until its first screen rests. Budget: 350 KB compressed.
 * 4. The published invitation on a slow phone (150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up,
 *    CPU 4x slower): when its cover first paints and when the app has taken it over, median of 5;
 *    and the tap on the cover's open button until the first section is fully visible, median of 3,
 *    against the cover's own transition (read from its computed style) plus 150 ms.
 * Last, the table of every URL against the goals (scripts/bench/goal-table.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { TOKEN_KEYS } from '../app/api/tokens';
import { DEMO } from '../server/db/seed';
import { launchPhone } from '../tests/browser/chromium';
import { demoOwner } from './bench/demo-owner';
import { goalRow, goalTable, median } from './bench/goal-table';
import { lighthouseAll } from './bench/lighthouse-run';
import { assertServesBuild, guestPagePaths } from './bench/page-urls';
import { budgetLine, printScripts, recordScripts, type ScriptFile } from './bench/script-sizes';
import { slowPhoneLoad } from './bench/slow-phone';
import { tapToFirstSection, type TapRun } from './bench/tap-timing';
import { buildWebApp, startServer } from './start-process';

const BUDGET_KB = 100;
const OWNER_BUDGET_KB = 350;
const SLOW_LOADS = 5;
const TAPS = 3;
const theme = process.argv[2] ?? 'floral-whimsy';
const staticDir = process.env.BENCH_STATIC_DIR ? resolve(process.env.BENCH_STATIC_DIR) : undefined;
const lighthouseRuns = Number(process.env.BENCH_RUNS ?? 1);
const filter = process.env.BENCH_FILTER ?? '';
const port = Number(process.env.BENCH_PORT ?? 3903);
const origin = `http://127.0.0.1:${port}`;
const ms = (value: number) => `${Math.round(value)} ms`;

if (staticDir) console.log(`serving the build in ${staticDir} (BENCH_STATIC_DIR, not built here)`);
else await buildWebApp();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-page-'));
const server = await startServer(String(port), dataDir, staticDir ? { STATIC_DIR: staticDir } : {});
try {
  if (staticDir) await assertServesBuild(origin, staticDir);
  const owner = await demoOwner(origin);

  const paths = guestPagePaths(owner.guestCode).filter((path) => path.includes(filter));
  const labelWidth = Math.max(...paths.map((path) => path.length)) + 1;
  console.log(
    `\nLighthouse ${lighthouseRuns > 1 ? `(median of ${lighthouseRuns} runs) ` : ''}on ${paths.length} URLs:`,
  );
  const lighthouseStart = performance.now();
  let urlStart = lighthouseStart;
  const measured = await lighthouseAll(
    paths.map((path) => origin + path),
    {
      runs: lighthouseRuns,
      port: port + 1,
      onResult: (result, index) => {
        const seconds = ((performance.now() - urlStart) / 1000).toFixed(1);
        urlStart = performance.now();
        const number = `[${String(index + 1).padStart(2)}/${paths.length}]`;
        console.log(`${number} ${goalRow(paths[index]!, result.figures, labelWidth)}  (${seconds} s)`);
      },
    },
  );
  const lighthouseSeconds = (performance.now() - lighthouseStart) / 1000;
  const benchmarkIndex = median(measured.map((result) => result.benchmarkIndex));

  const { context, close } = await launchPhone();
  const tap: TapRun[] = [];
  const loads: { paint: number; app: number }[] = [];
  try {
    const page = await context.newPage();
    const beforeTap: ScriptFile[] = [];
    recordScripts(page, beforeTap);
    await page.goto(`${origin}/demo/${theme}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const firstScreen = printScripts(`/demo/${theme}: JavaScript before the first tap`, beforeTap);

    const afterTap: ScriptFile[] = [];
    recordScripts(page, afterTap);
    const open = page.getByRole('button', { name: 'Buka Undangan' });
    if (await open.count()) {
      await open.first().click();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      printScripts('added by opening the cover', afterTap);
    }
    console.log(`\n${budgetLine('before the first tap', BUDGET_KB, firstScreen)}`);
    await page.close();

    const published = await context.newPage();
    const cdp = await context.newCDPSession(published);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const publishedRows: ScriptFile[] = [];
    recordScripts(published, publishedRows);
    await published.goto(`${origin}/${DEMO.slug}`, { waitUntil: 'networkidle' });
    await published.waitForTimeout(300);
    printScripts(`/${DEMO.slug} (published, ${DEMO.theme}): JavaScript before the first tap`, publishedRows);
    await published.close();

    const dashboard = await context.newPage();
    const dashboardCdp = await context.newCDPSession(dashboard);
    await dashboardCdp.send('Network.enable');
    await dashboardCdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    // Signed in as the sign-in page leaves an owner: both tokens in localStorage, before the app runs.
    await dashboard.addInitScript(
      ([keys, tokens]) => {
        localStorage.setItem(keys.access, tokens.access_token);
        localStorage.setItem(keys.refresh, tokens.refresh_token);
      },
      [TOKEN_KEYS, owner.tokens] as const,
    );
    const dashboardRows: ScriptFile[] = [];
    recordScripts(dashboard, dashboardRows);
    await dashboard.goto(`${origin}/invitation/${owner.invitationId}`, { waitUntil: 'networkidle' });
    await dashboard.getByRole('heading', { name: 'Konfirmasi kehadiran' }).waitFor({ timeout: 30_000 });
    await dashboard.waitForLoadState('networkidle');
    await dashboard.waitForTimeout(300);
    const ownerFirstScreen = printScripts(
      `/invitation/<id> (the owner's dashboard): JavaScript before its first screen`,
      dashboardRows,
    );
    console.log(`\n${budgetLine("before the dashboard's first screen", OWNER_BUDGET_KB, ownerFirstScreen)}`);
    await dashboard.close();

    for (let run = 0; run < SLOW_LOADS; run++) {
      const slow = await context.newPage();
      loads.push(await slowPhoneLoad(slow, `${origin}/${DEMO.slug}`));
      await slow.close();
    }
    for (let run = 0; run < TAPS; run++) tap.push(await tapToFirstSection(context, `${origin}/${DEMO.slug}`));
  } finally {
    await close();
  }

  console.log(`\n/${DEMO.slug} on a slow phone (150 ms RTT, 1.6 Mbit/s, CPU 4x slower):`);
  console.log(
    `  cover painted (first contentful paint), median of ${SLOW_LOADS}: ${ms(median(loads.map((l) => l.paint)))}`,
  );
  console.log(
    `  cover taken over by the app, median of ${SLOW_LOADS}:            ${ms(median(loads.map((l) => l.app)))}`,
  );
  const flickers = tap.reduce((sum, run) => sum + run.flickers, 0);
  if (flickers)
    console.log(`  the first section was fully visible, then hidden again, ${flickers} times in ${TAPS} taps`);

  console.log(
    `\nIssue 14's goals (Lighthouse ${lighthouseRuns > 1 ? `median of ${lighthouseRuns}` : 'one run'} per URL, ` +
      `${lighthouseSeconds.toFixed(0)} s in all; this machine's benchmark index ${Math.round(benchmarkIndex)}):`,
  );
  console.log(
    goalTable(
      measured.map((result, index) => ({ label: paths[index]!, figures: result.figures })),
      {
        url: `/${DEMO.slug}`,
        tapMs: median(tap.map((run) => run.tapMs)),
        coverMs: median(tap.map((run) => run.coverMs)),
        runs: tap.map((run) => run.tapMs),
      },
    ),
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
  rmSync(dataDir, { recursive: true, force: true });
}
