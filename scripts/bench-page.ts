/**
 * `npm run bench:page [theme]`: the weight of the guest page. Starts the built app on 127.0.0.1,
 * opens /demo/<theme> (floral-whimsy) in Chromium at 390x844 and lists every JavaScript file the
 * page loads before the guest's first tap, with its size as sent (compressed) and unpacked, then
 * what opening the cover adds. Budget: 149 KB of compressed JavaScript before the first tap.
 * Then the seeded published invitation on a slow phone (150 ms round trips, 1.6 Mbit/s down, CPU
 * slowed 4x): when its cover first paints (the server's painted cover) and when the app has taken
 * it over (the cover can open with the guest's flows), the median of 5 loads.
 * Last, the owner's dashboard /invitation/<id> of the demo invitation for its signed-in owner: the
 * JavaScript it loads until its first screen rests (counts, chart, share panel, versions). Budget:
 * 350 KB compressed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Response } from 'playwright-core';
import { TOKEN_KEYS } from '../app/api/tokens';
import { DEMO } from '../server/db/seed';
import { launchPhone } from '../tests/browser/chromium';
import { buildWebApp, startServer } from './start-process';

const BUDGET_KB = 149;
const OWNER_BUDGET_KB = 350;
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

/** First contentful paint and the app's takeover of the cover, in ms, on a throttled connection and CPU. */
async function slowPhoneLoad(page: Page, url: string): Promise<{ paint: number; app: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('.invitation-page .cover').first().waitFor({ timeout: 60_000 });
  await page.locator('#painted-cover').waitFor({ state: 'detached', timeout: 60_000 });
  return page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    app: performance.now(),
  }));
}

type Tokens = { access_token: string; refresh_token: string };

/** The demo owner's tokens and the demo invitation's id, through the API as the sign-in page gets them. */
async function demoOwner(origin: string): Promise<{ tokens: Tokens; invitationId: string }> {
  const login = await fetch(`${origin}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.email, password: DEMO.password }),
  });
  const { data: tokens } = (await login.json()) as { data: Tokens };
  const mine = await fetch(`${origin}/v1/user/my-invitation`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  const { data: cards } = (await mine.json()) as { data: { id: string; slug: string }[] };
  const invitation = cards.find((card) => card.slug === DEMO.slug);
  if (!invitation) throw new Error(`the demo owner has no invitation ${DEMO.slug}`);
  return { tokens, invitationId: invitation.id };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

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

  const published = await context.newPage();
  const cdp = await context.newCDPSession(published);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const publishedRows: Row[] = [];
  recordScripts(published, publishedRows);
  await published.goto(`http://127.0.0.1:${port}/${DEMO.slug}`, { waitUntil: 'networkidle' });
  await published.waitForTimeout(300);
  print(`/${DEMO.slug} (published, ${DEMO.theme}): JavaScript before the first tap`, publishedRows);
  await published.close();

  const origin = `http://127.0.0.1:${port}`;
  const owner = await demoOwner(origin);
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
  const dashboardRows: Row[] = [];
  recordScripts(dashboard, dashboardRows);
  await dashboard.goto(`${origin}/invitation/${owner.invitationId}`, { waitUntil: 'networkidle' });
  await dashboard.getByRole('heading', { name: 'Konfirmasi kehadiran' }).waitFor({ timeout: 30_000 });
  await dashboard.waitForLoadState('networkidle');
  await dashboard.waitForTimeout(300);
  const ownerFirstScreen = print(
    `/invitation/<id> (the owner's dashboard): JavaScript before its first screen`,
    dashboardRows,
  );
  console.log(
    `\nbudget: ${OWNER_BUDGET_KB} KB before the dashboard's first screen; used ${(ownerFirstScreen / 1024).toFixed(1)} KB: ` +
      (ownerFirstScreen / 1024 <= OWNER_BUDGET_KB ? 'within budget' : 'OVER BUDGET'),
  );
  await dashboard.close();

  const loads: { paint: number; app: number }[] = [];
  for (let run = 0; run < 5; run++) {
    const slow = await context.newPage();
    loads.push(await slowPhoneLoad(slow, `http://127.0.0.1:${port}/${DEMO.slug}`));
    await slow.close();
  }
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(`\n/${DEMO.slug} on a slow phone (150 ms RTT, 1.6 Mbit/s, CPU 4x slower), median of 5:`);
  console.log(`  cover painted (first contentful paint): ${ms(median(loads.map((l) => l.paint)))}`);
  console.log(`  cover taken over by the app:            ${ms(median(loads.map((l) => l.app)))}`);
} finally {
  await close();
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
  rmSync(dataDir, { recursive: true, force: true });
}
