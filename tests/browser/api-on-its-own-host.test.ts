import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, DEFAULT_STATIC_DIR } from '../../server/app';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import { invitations } from '../../server/db/schema';
import { DEMO, seedDemo } from '../../server/db/seed';
import { freePort } from '../free-port';
import { phoneForThisFile } from './chromium';

/*
 * The API and the guestbook's socket on a host of their own (docs/operations.md#addresses): pages
 * come from http://127.0.0.1:<port>, the server names http://api.test:<port> as the API and its
 * socket (the same server: Chromium maps the name to 127.0.0.1), and every call of the owner's and
 * the guest's pages goes there, through CORS and the pages' Content-Security-Policy.
 */

const API_HOST = 'api.test';
const phone = phoneForThisFile({ extraArgs: [`--host-resolver-rules=MAP ${API_HOST} 127.0.0.1`] });

let app: FastifyInstance;
let database: DatabaseHandle;
let pages: string;
let api: string;
let demo: Awaited<ReturnType<typeof seedDemo>>;
let demoId: string;

beforeAll(async () => {
  const port = await freePort();
  pages = `http://127.0.0.1:${port}`;
  api = `http://${API_HOST}:${port}`;
  database = await openDatabase({});
  demo = await seedDemo(database.db);
  const [row] = await database.db.select().from(invitations).where(eq(invitations.slug, DEMO.slug));
  demoId = row!.id;
  app = await buildApp({
    db: database.db,
    notifications: database.notifications,
    jwtSecret: 'api-elsewhere-secret-api-elsewhere-secret',
    mediaDir: mkdtempSync(join(tmpdir(), 'media-')),
    staticDir: DEFAULT_STATIC_DIR,
    publicUrl: pages,
    webAddresses: { api, socket: `ws://${API_HOST}:${port}/v1/guestbook/socket` },
  });
  await app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** A page that records where its API calls and sockets went, and any error or policy violation. */
async function watchedPage(): Promise<{ page: Page; calls: string[]; sockets: string[]; problems: string[] }> {
  const page = await phone().newPage();
  const calls: string[] = [];
  const sockets: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/v[12]\//.test(url.pathname)) calls.push(`${request.method()} ${url.origin}${url.pathname}`);
  });
  page.on('websocket', (socket) => sockets.push(socket.url()));
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  return { page, calls, sockets, problems };
}

describe('pages whose API lives on a host of its own', () => {
  it("sign the owner in, list the invitations and open the dashboard's live socket there", async () => {
    const { page, calls, sockets, problems } = await watchedPage();
    await page.goto(`${pages}/login`);
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Kata sandi').fill(DEMO.password);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.waitForURL(`${pages}/invitation`);
    await page.getByText(DEMO.slug).first().waitFor();
    await page.goto(`${pages}/invitation/${demoId}`);
    await expect.poll(() => sockets.length, { timeout: 20_000 }).toBeGreaterThan(0);

    expect(calls).toContain(`POST ${api}/v1/auth/login`);
    expect(calls.filter((call) => !call.includes(` ${api}/`))).toEqual([]);
    expect(sockets.every((url) => url.startsWith(`ws://${API_HOST}:`))).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("send a guest's wish and read the wishes there", async () => {
    const { page, calls, problems } = await watchedPage();
    await page.goto(`${pages}/${DEMO.slug}?to=${demo.guestCode}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Buka Undangan' }).click();
    await page.locator('[data-flows="live"]').waitFor();
    const wish = page.locator('#wish');
    await wish.getByPlaceholder('Ucapan').fill('Selamat menempuh hidup baru!');
    await wish.getByRole('button', { name: 'Kirim' }).click();
    await page.getByText("Aww, terima kasih untuk ucapan dan do'anya!", { exact: false }).waitFor();

    expect(calls).toContain(`POST ${api}/v1/wish`);
    expect(calls.filter((call) => !call.includes(` ${api}/`))).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
