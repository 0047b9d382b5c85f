import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchPhone } from './chromium';
import { checkInByName } from './venue-day';
import { createInvitation, payForInvitation, ownerCall, registerOwner, type TestOwner } from './owner-session';

/*
 * An usher's phone that loses the connection altogether and reloads the check-in page
 * (docs/product.md#guestbook): the guestbook's service worker gives the app's page and files from the
 * device, the offline data layer the guest list and the outbox; back online, the check-in reaches the
 * server. The guest's invitation, opened on the same phone, is left to the network: no worker of its own.
 */

const baseUrl = inject('baseUrl');
const demoSlug = inject('demoSlug');
/** How long a poll waits: a loaded 2-core machine. */
const WAIT = { timeout: 20_000 };
const GUESTS = ['Eka Wulandari', 'Fajar Nugroho'] as const;

const call = <T>(owner: TestOwner, method: string, path: string, body?: unknown) =>
  ownerCall<T>(baseUrl, owner, method, path, body);

type Venue = { guests: { name: string; check_in: { usher_name: string; pax: number } | null }[] };

/** The state of the service worker registered for the page's own address (null: none covers it). */
const workerOfPage = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration(location.href);
    return registration ? { scope: registration.scope, state: registration.active?.state ?? null } : null;
  });

/** What the guestbook's worker keeps: the app's page and the check-in page's files (the scanner's too). */
const keptFiles = (page: Page) =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('guestbook-offline-'));
    const paths = new Set<string>();
    for (const name of names) {
      for (const request of await (await caches.open(name)).keys()) paths.add(new URL(request.url).pathname);
    }
    return { caches: names.length, paths: [...paths] };
  });

/** Whether the guestbook's worker itself reaches the server (setOffline must cut it off too). */
const workerReachesServer = (context: BrowserContext) =>
  Promise.all(
    context.serviceWorkers().map((worker) =>
      worker.evaluate(() =>
        fetch('/robots.txt', { cache: 'no-store' }).then(
          () => true,
          () => false,
        ),
      ),
    ),
  );

describe('the check-in page reloaded with no connection', () => {
  let owner: TestOwner;
  let invitation: { id: string; slug: string };
  let usherCode = '';
  let phone: Awaited<ReturnType<typeof launchPhone>>;

  beforeAll(async () => {
    owner = await registerOwner(baseUrl, 'Rina Pemilik');
    invitation = await createInvitation(baseUrl, owner, { plan_code: 'luxury', use_guestbook: true });
    await payForInvitation(baseUrl, owner, invitation.id);
    await call(owner, 'PUT', `/v1/invitation/${invitation.id}/status`, { status: 'published' });
    for (const name of GUESTS) await call(owner, 'POST', `/v1/invitation/${invitation.id}/guest`, { name });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    usherCode = (
      await call<{ code: string }>(owner, 'POST', `/v1/invitation/${invitation.id}/guestbook/usher`, {
        name: 'Pintu Timur',
        expires_at: tomorrow,
      })
    ).code;
    phone = await launchPhone();
  });

  afterAll(async () => {
    await phone?.close();
  });

  it('opens from the device, checks a guest in, and sends it once back online', async () => {
    const { context } = phone;
    const page = await context.newPage();
    const checkIn = `${baseUrl}/invitation/${invitation.id}/guest/guest-book`;

    // Online: the usher opens the owner's link and lands on the check-in page with the guest list.
    await page.goto(`${baseUrl}/guestbook/${usherCode}`);
    await page.getByRole('heading', { name: 'Check-in tamu' }).waitFor();
    expect(page.url()).toBe(checkIn);
    await page.getByText('Tersambung').waitFor();
    await page.getByLabel('Cari nama tamu').fill('eka');
    await page.getByRole('button', { name: new RegExp(GUESTS[0]) }).waitFor();
    await page.getByLabel('Cari nama tamu').fill('');

    // The worker covers this page (and only the venue's paths), with the app's page and files kept.
    await expect.poll(() => workerOfPage(page), WAIT).toEqual({ scope: checkIn, state: 'activated' });
    await expect
      .poll(async () => (await keptFiles(page)).paths, WAIT)
      .toEqual(expect.arrayContaining(['/index.html', expect.stringMatching(/^\/assets\/check-in-page-.*\.js$/)]));
    const kept = await keptFiles(page);
    expect(kept.caches).toBe(1);
    // The scanner and its worker's code too, though the usher has not opened the scanner yet.
    expect(kept.paths.some((path) => /^\/assets\/qr-scanner-worker\.min-.*\.js$/.test(path))).toBe(true);
    expect(kept.paths.some((path) => /^\/assets\/qr-scanner-overlay-.*\.js$/.test(path))).toBe(true);
    // No guest's or owner's page among the files (the owner's routes come: /invitation/ loads them).
    expect(kept.paths.filter((path) => /public-invitation-page|guest-list-page|dashboard-page/.test(path))).toEqual([]);

    // No connection at all, then the phone reloads the page.
    await context.setOffline(true);
    const reaches = await workerReachesServer(context);
    expect(reaches.length).toBeGreaterThan(0);
    expect(reaches).not.toContain(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { name: 'Check-in tamu' }).waitFor();
    await page.getByText('Tanpa koneksi', { exact: true }).first().waitFor();

    // The guest list comes from the device; a guest is checked in and waits in the outbox.
    await checkInByName(page, GUESTS[0]);
    await page.getByText('1 check-in menunggu dikirim').waitFor();
    const venueNow = await call<Venue>(owner, 'GET', `/v1/invitation/${invitation.id}/guestbook/venue`);
    expect(venueNow.guests.filter((guest) => guest.check_in)).toEqual([]);

    // Back online: the outbox empties and the server holds the check-in, the usher's.
    await context.setOffline(false);
    await expect.poll(() => page.getByText(/menunggu dikirim/).count(), WAIT).toBe(0);
    const venue = await call<Venue>(owner, 'GET', `/v1/invitation/${invitation.id}/guestbook/venue`);
    const arrived = venue.guests.filter((guest) => guest.check_in);
    expect(arrived.map((guest) => guest.name)).toEqual([GUESTS[0]]);
    expect(arrived[0]!.check_in!.usher_name).toBe('Pintu Timur');
  });

  it("leaves the guest's invitation alone: it registers no worker and none controls it", async () => {
    await phone.context.setOffline(false);
    const page = await phone.context.newPage();
    const workerRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('guestbook-sw')) workerRequests.push(request.url());
    });
    await page.goto(`${baseUrl}/${demoSlug}`, { waitUntil: 'networkidle' });
    expect(workerRequests).toEqual([]);
    expect(await workerOfPage(page)).toBeNull();
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    // The venue's registrations on this phone are only the venue's paths.
    const scopes = await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map((registration) => new URL(registration.scope).pathname),
    );
    expect(scopes.sort()).toEqual(['/guestbook', `/invitation/${invitation.id}/guest/guest-book`]);
  });
});
