import type { BrowserContext, Frame, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { launchPhone } from './chromium';
import {
  createInvitation,
  ownerCall,
  payForInvitation,
  registerOwner,
  signInPage,
  type TestOwner,
} from './owner-session';

/*
 * The wedding day's pieces that the venue's browser tests share (docs/product.md#guestbook): an
 * invitation with its guestbook open, guests, ushers' codes, and what the hall's screen greeted.
 */

const baseUrl = inject('baseUrl');

export type Phone = Awaited<ReturnType<typeof launchPhone>>;
/** How long a poll waits: a loaded 2-core machine runs three browsers here. */
export const WAIT = { timeout: 20_000 };

export const venueCall = <T>(owner: TestOwner, method: string, path: string, body?: unknown) =>
  ownerCall<T>(baseUrl, owner, method, path, body);

export type VenueRead = {
  guests: { id: string; name: string; check_in: { usher_name: string } | null; souvenir_ids: string[] }[];
  counts: { arrived: number; souvenirs_handed: number };
};

export type VenueDay = {
  owner: TestOwner;
  invitation: { id: string; slug: string };
  /** Each usher's access code, by the usher's name. */
  usherCodes: Record<string, string>;
};

/**
 * A paid, published invitation with the guestbook on, the guests named, the greeting screen's
 * settings and an access code for each usher named (valid until tomorrow).
 */
export async function openVenueDay(options: {
  ownerName: string;
  guests: readonly string[];
  ushers: readonly string[];
  settings?: Record<string, unknown>;
}): Promise<VenueDay> {
  const owner = await registerOwner(baseUrl, options.ownerName);
  const invitation = await createInvitation(baseUrl, owner, { plan_code: 'luxury', use_guestbook: true });
  await payForInvitation(baseUrl, owner, invitation.id);
  await venueCall(owner, 'PUT', `/v1/invitation/${invitation.id}/status`, { status: 'published' });
  await venueCall(owner, 'PUT', `/v1/invitation/${invitation.id}/guestbook/settings`, {
    screen_layout: 'classic',
    greeting_seconds: 3,
    show_table: true,
    ...options.settings,
  });
  for (const name of options.guests) await venueCall(owner, 'POST', `/v1/invitation/${invitation.id}/guest`, { name });
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
  const usherCodes: Record<string, string> = {};
  for (const name of options.ushers) {
    const usher = await venueCall<{ code: string }>(owner, 'POST', `/v1/invitation/${invitation.id}/guestbook/usher`, {
      name,
      expires_at: tomorrow,
    });
    usherCodes[name] = usher.code;
  }
  return { owner, invitation, usherCodes };
}

/**
 * Records, inside every frame of a context, each greeting the frame is sent (the display posts them):
 * `greeted` each name, `greetings` the names of each greeting (a list greeting names several).
 */
export function recordGreetings(context: BrowserContext) {
  return context.addInitScript(() => {
    const seen: string[] = [];
    const greetings: string[][] = [];
    Object.assign(window, { greeted: seen, greetings });
    window.addEventListener('message', (event: MessageEvent) => {
      const data = event.data as { type?: string; guestName?: string; guests?: { name?: string }[] } | null;
      if (data?.type !== 'invitation:greeting') return;
      const names = Array.isArray(data.guests)
        ? data.guests.map((guest) => guest.name).filter((name): name is string => typeof name === 'string')
        : data.guestName
          ? [data.guestName]
          : [];
      if (!names.length) return;
      seen.push(...names);
      greetings.push(names);
    });
  });
}

export const greetedIn = (frame: Frame) => frame.evaluate(() => (window as unknown as { greeted: string[] }).greeted);
/** The names of each greeting the frame was sent, in order. */
export const greetingsIn = (frame: Frame) =>
  frame.evaluate(() => (window as unknown as { greetings: string[][] }).greetings);

/** The display's frame of the invitation's greeting screen, once the page has embedded it. */
export function screenFrameOf(display: Page, slug: string): Frame | undefined {
  return display.frames().find((frame) => frame.url().endsWith(`/${slug}/screen`));
}

/**
 * The hall's display opened by the owner on `screen`, each greeting recorded (recordGreetings): the
 * page and its greeting-screen frame, once the frame shows.
 */
export async function openHallDisplay(screen: Phone, owner: TestOwner, invitation: { id: string; slug: string }) {
  await recordGreetings(screen.context);
  const display = await screen.context.newPage();
  await signInPage(display, baseUrl, owner);
  await display.goto(`${baseUrl}/invitation/${invitation.id}/guest/screen/display`);
  await expect.poll(() => Boolean(screenFrameOf(display, invitation.slug)), WAIT).toBe(true);
  const frame = screenFrameOf(display, invitation.slug)!;
  await frame.getByTestId('greeting-screen').waitFor();
  return { display, frame };
}

/** Opens an usher's access link on a phone and waits for the check-in page, connected. */
export async function usherSignsIn(phone: Phone, code: string): Promise<Page> {
  const page = await phone.context.newPage();
  await page.goto(`${baseUrl}/guestbook/${code}`);
  await page.getByRole('heading', { name: 'Check-in tamu' }).waitFor();
  await page.getByText('Tersambung').waitFor();
  return page;
}

export async function checkInByName(page: Page, name: string) {
  await page.getByLabel('Cari nama tamu').fill(name);
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await page.getByRole('button', { name: /^Check-in · \d+ orang$/ }).click();
  await page.getByText(/Sudah check-in pukul|Check-in berhasil pukul/).waitFor();
  await page.getByRole('button', { name: 'Tamu berikutnya' }).click();
}
