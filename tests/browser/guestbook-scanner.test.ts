import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO } from '../../server/db/seed';
import { launchPhone } from './chromium';
import { fakeCameraArgs, FFMPEG, hasFfmpeg, qrPng, y4mOf } from './fake-camera';
import { signInPage, someAddress } from './owner-session';

/**
 * One scan through the real camera path (issue 15): Chromium's fake camera plays a video of a guest's
 * QR code (made as the guest's page draws it, turned into a .y4m with ffmpeg), the check-in page opens
 * the scanner (qr-scanner and its worker, under the app's CSP), finds the guest and checks them in,
 * and the server holds the check-in.
 */

const baseUrl = inject('baseUrl');

type Session = { access_token: string; refresh_token: string };

async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: {
      'x-forwarded-for': someAddress(),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

describe.skipIf(!hasFfmpeg)(
  `scanning a guest's QR code with the camera${hasFfmpeg ? '' : ` (skipped: no ffmpeg at ${FFMPEG}; apt-get install ffmpeg)`}`,
  () => {
    const folder = mkdtempSync(join(tmpdir(), 'qr-camera-'));
    let phone: Awaited<ReturnType<typeof launchPhone>>;
    let owner: Session;
    let invitationId: string;
    let guest: { id: string; name: string };

    beforeAll(async () => {
      owner = await call<Session>('/v1/auth/login', {
        method: 'POST',
        body: JSON.stringify({ email: DEMO.email, password: DEMO.password }),
      });
      const mine = await call<{ id: string; slug: string }[]>('/v1/user/my-invitation', { token: owner.access_token });
      invitationId = mine.find((invitation) => invitation.slug === DEMO.slug)!.id;
      // A guest of its own, so other tests' check-ins of the demo's guests do not matter here.
      guest = await call<{ id: string; name: string }>(`/v1/invitation/${invitationId}/guest`, {
        method: 'POST',
        token: owner.access_token,
        body: JSON.stringify({ name: 'Tamu Kamera Pindai', group: 'Uji Kamera' }),
      });
      await qrPng(guest.id, join(folder, 'qr.png'));
      y4mOf(join(folder, 'qr.png'), join(folder, 'camera.y4m'));
      phone = await launchPhone({
        extraArgs: fakeCameraArgs(join(folder, 'camera.y4m')),
        permissions: ['camera'],
      });
    });
    afterAll(async () => {
      await phone?.close();
      rmSync(folder, { recursive: true, force: true });
    });

    it('finds the guest from the camera and checks them in; the scanner loads only when opened', async () => {
      const context: BrowserContext = phone.context;
      const page = await context.newPage();
      const scriptsLoaded: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scriptsLoaded.push(new URL(request.url()).pathname);
      });
      // CSP violations (the scanner's worker among them), gathered from the first script on.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      await signInPage(page, baseUrl, owner);
      await page.goto(`${baseUrl}/invitation/${invitationId}/guest/guest-book`);
      await page.getByRole('heading', { name: 'Check-in tamu' }).waitFor();
      await page.getByLabel('Cari nama tamu').fill('kamera pindai');
      await page.getByRole('button', { name: /Tamu Kamera Pindai/ }).waitFor();
      await page.getByLabel('Cari nama tamu').fill('');
      expect(scriptsLoaded.filter((path) => /qr-scanner/.test(path))).toEqual([]);

      await page.getByRole('button', { name: 'Pindai QR Code' }).click();
      const found = page.getByRole('heading', { name: guest.name });
      await found.waitFor({ timeout: 30_000 });
      // The library, and its decoding worker's code (Chromium on Linux has no BarcodeDetector).
      expect(scriptsLoaded.some((path) => /qr-scanner\.min/.test(path))).toBe(true);
      expect(scriptsLoaded.some((path) => /qr-scanner-worker/.test(path))).toBe(true);
      expect(await page.getByRole('dialog', { name: 'Pindai QR Code tamu' }).count()).toBe(0);

      await page.getByRole('button', { name: /^Check-in · 1 orang/ }).click();
      await page.getByText(/^Check-in berhasil pukul \d{2}\.\d{2}$/).waitFor();
      // Sent: nothing waits in the outbox, and the server holds the check-in.
      await page.getByText(/check-in menunggu dikirim/).waitFor({ state: 'detached' });
      const venue = await call<{ guests: { id: string; check_in: { pax: number; usher_name: string } | null }[] }>(
        `/v1/invitation/${invitationId}/guestbook/venue`,
        { token: owner.access_token },
      );
      expect(venue.guests.find((candidate) => candidate.id === guest.id)?.check_in).toMatchObject({ pax: 1 });
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
      await page.close();
    });
  },
);
