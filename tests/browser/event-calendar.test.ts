import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { TIME_ZONES, type TimeZoneLabel } from '../../engine/format/event-time';
import { EVENT_CALENDAR_TEXT } from '../../renderers/sections/event-calendar-button';
import { CALENDAR_LINK_TEXT } from '../../renderers/sections/event-calendar-links';
import type { InvitationEvent } from '../../schemas/entities/invitation-event.schema';
import { intlWallClock } from '../engine/calendar/calendar-fixture';
import { phoneForThisFile } from './chromium';
import { openGuestPage } from './guest-page-on-phone';
import { openInvitation } from './open-invitation';

const baseUrl = inject('baseUrl');
const slug = inject('demoSlug');
const guestCode = inject('demoGuestCode');
const phone = phoneForThisFile();

/** A content line of the file's event, unfolded (RFC 5545 3.1), by its name: its parameters and value. */
function property(ics: string, name: string) {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const line = lines
    .slice(lines.indexOf('BEGIN:VEVENT'))
    .find((candidate) => candidate.startsWith(`${name}:`) || candidate.startsWith(`${name};`));
  if (!line) throw new Error(`no ${name} in the file`);
  const colon = line.indexOf(':');
  return { params: line.slice(name.length, colon), value: line.slice(colon + 1) };
}

const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

/** The wall clock of an instant in an IANA zone, as the file writes it: `20270612T080000`. */
const wallClock = (iso: string, tzid: string) => intlWallClock(Date.parse(iso), tzid);

describe("'Simpan ke Kalender' on the guest page", () => {
  it("saves the event's .ics file and links to Google Calendar, on a published invitation's personal link", async () => {
    const answer = (await (await fetch(`${baseUrl}/v1/invitation/slug/${slug}`)).json()) as {
      data: { invitation_event: InvitationEvent[] };
    };
    const [first] = [...answer.data.invitation_event].sort((a, b) => a.start_date.localeCompare(b.start_date));
    if (!first) throw new Error('the demo invitation has no event');
    const tzid = TIME_ZONES[(first.extra?.timezone ?? 'WIB') as TimeZoneLabel];

    const { page, errors } = await openGuestPage(phone(), `/${slug}?to=${guestCode}`);
    await openInvitation(page);
    const item = page.locator('#event .event__item').first();
    await item.getByRole('button', { name: EVENT_CALENDAR_TEXT.open }).click();
    const file = item.getByRole('link', { name: CALENDAR_LINK_TEXT.ics });
    await file.waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), file.click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await readFile(await download.path(), 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(unescapeText(property(ics, 'SUMMARY').value)).toBe(`${first.label} Raka & Ayu`);
    const start = property(ics, 'DTSTART');
    expect(start.params).toBe(`;TZID=${tzid}`);
    expect(start.value).toBe(wallClock(first.start_date, tzid));
    const location = unescapeText(property(ics, 'LOCATION').value);
    expect(location).toContain(first.venue);
    expect(location).toContain(first.address);
    if (first.maps_url) expect(property(ics, 'URL').value).toBe(first.maps_url);

    const google = new URL((await item.getByRole('link', { name: CALENDAR_LINK_TEXT.google }).getAttribute('href'))!);
    expect(`${google.origin}${google.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('action')).toBe('TEMPLATE');
    expect(google.searchParams.get('text')).toBe(`${first.label} Raka & Ayu`);
    expect(google.searchParams.get('ctz')).toBe(tzid);
    expect(google.searchParams.get('dates')?.split('/')[0]).toBe(wallClock(first.start_date, tzid));
    expect(google.searchParams.get('location')).toContain(first.venue);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('works in demo mode too, writing nothing to the server', async () => {
    const { page, writes, errors } = await openGuestPage(phone(), '/demo/floral-whimsy');
    await openInvitation(page);
    const item = page.locator('#event .event__item').nth(1);
    await item.getByRole('button', { name: EVENT_CALENDAR_TEXT.open }).click();
    const file = item.getByRole('link', { name: CALENDAR_LINK_TEXT.ics });
    const [download] = await Promise.all([page.waitForEvent('download'), file.click()]);
    const ics = await readFile(await download.path(), 'utf8');
    const label = await item.locator('.event__label').textContent();
    expect(unescapeText(property(ics, 'SUMMARY').value)).toMatch(new RegExp(`^${label} \\S.* & \\S`));
    expect(writes).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
