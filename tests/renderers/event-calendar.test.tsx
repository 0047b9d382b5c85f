// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleInvitation } from '../../engine/demo/sample-invitation';
import { EVENT_CALENDAR_TEXT } from '../../renderers/sections/event-calendar-button';
import { CALENDAR_LINK_TEXT } from '../../renderers/sections/event-calendar-links';
import { loadManifestFromDisk, NOW } from '../helpers';
import { onlySections, themeView } from '../render-theme';

afterEach(cleanup);

const page = onlySections(sampleInvitation('floral-whimsy', NOW), 'event');
const events = page.invitation.invitation_event ?? [];
const [akad] = events;

/** The text behind a `data:` link. */
const dataText = (href: string) => decodeURIComponent(href.slice(href.indexOf(',') + 1));

describe("the event section's 'Simpan ke Kalender'", () => {
  it('gives each event a button, and no calendar link before a tap', () => {
    render(themeView(loadManifestFromDisk('floral-whimsy'), page));
    const buttons = screen.getAllByRole('button', { name: EVENT_CALENDAR_TEXT.open });
    expect(buttons).toHaveLength(events.length);
    expect(events.length).toBeGreaterThan(1);
    expect(buttons[0]!.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: CALENDAR_LINK_TEXT.google })).toBeNull();
  });

  it("opens the event's .ics file and Google Calendar link beneath it, and closes again", async () => {
    render(themeView(loadManifestFromDisk('floral-whimsy'), page));
    const button = screen.getAllByRole('button', { name: EVENT_CALENDAR_TEXT.open })[0]!;
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('group', { name: EVENT_CALENDAR_TEXT.open });
    const file = await within(panel).findByRole('link', { name: CALENDAR_LINK_TEXT.ics });
    expect(file.getAttribute('download')).toBe('akad-nikah.ics');
    const ics = dataText(file.getAttribute('href')!);
    expect(ics).toContain('SUMMARY:Akad Nikah Raka & Ayu\r\n');
    expect(ics).toContain(`UID:event-${akad!.id}@localhost\r\n`);
    expect(ics).toMatch(/DTSTART;TZID=Asia\/Jakarta:\d{8}T080000\r\n/);
    // The invitation's address without the guest's code.
    expect(ics).not.toContain('?to=');

    const google = new URL(within(panel).getByRole('link', { name: CALENDAR_LINK_TEXT.google }).getAttribute('href')!);
    expect(google.hostname).toBe('calendar.google.com');
    expect(google.searchParams.get('text')).toBe('Akad Nikah Raka & Ayu');
    expect(google.searchParams.get('ctz')).toBe('Asia/Jakarta');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: EVENT_CALENDAR_TEXT.open })).toBeNull();
  });
});
