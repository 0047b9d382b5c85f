import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags Debian's Chromium needs on these machines (ARCHITECTURE.md, known traps). */
export const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

type ContextOptions = NonNullable<Parameters<typeof chromium.launchPersistentContext>[1]>;

/**
 * A phone-sized headless Chromium (390x844, touch) with a throw-away profile. `extraArgs` go after the
 * flags above (a fake camera, say).
 */
export async function launchPhone({
  extraArgs = [],
  ...options
}: ContextOptions & { extraArgs?: string[] } = {}): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...FLAGS, ...extraArgs],
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    ...options,
  });
  // A page and its files load in seconds, but a page waited for until the network is quiet (the
  // guest page behind an editor's preview, say) took over Playwright's 30 s on a 2-core machine
  // running the unit files beside the browser.
  context.setDefaultNavigationTimeout(90_000);
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * One phone for a test file (Indonesian unless `options` say otherwise, e.g. `{ locale: 'en-US' }`):
 * launched before its tests and closed after them. Returns the way to reach it from inside a test.
 */
export function phoneForThisFile(options: ContextOptions & { extraArgs?: string[] } = {}): () => BrowserContext {
  let phone: Awaited<ReturnType<typeof launchPhone>> | undefined;
  beforeAll(async () => {
    phone = await launchPhone(options);
  });
  afterAll(async () => {
    await phone?.close();
  });
  return () => {
    if (!phone) throw new Error('the phone is not launched yet (call it inside a test)');
    return phone.context;
  };
}
