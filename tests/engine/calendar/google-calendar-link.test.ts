import { describe, expect, it } from 'vitest';
import { calendarEventOf } from '../../../engine/calendar/calendar-event';
import { googleCalendarLinkOf } from '../../../engine/calendar/google-calendar-link';
import { PAGE, resepsi } from './calendar-fixture';

describe('the Google Calendar link of an event', () => {
  it("opens Google's add-event page with the name, the zone's wall clock, the zone, the details and the place", () => {
    const link = new URL(googleCalendarLinkOf(calendarEventOf(resepsi, PAGE)!));
    expect(`${link.origin}${link.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(link.searchParams.get('action')).toBe('TEMPLATE');
    expect(link.searchParams.get('text')).toBe('Resepsi Raka & Ayu');
    // 03.00 UTC is 11.00 in Makassar; no end: two hours.
    expect(link.searchParams.get('dates')).toBe('20270612T110000/20270612T130000');
    expect(link.searchParams.get('ctz')).toBe('Asia/Makassar');
    expect(link.searchParams.get('location')).toBe('Hotel Santika, Jl. Diponegoro 5, Makassar');
    expect(link.searchParams.get('details')).toContain('Peta lokasi: https://maps.app.goo.gl/xyz');
  });

  it('reads times in Jakarta for an event that names no zone', () => {
    const link = new URL(googleCalendarLinkOf(calendarEventOf({ ...resepsi, extra: undefined }, PAGE)!));
    expect(link.searchParams.get('ctz')).toBe('Asia/Jakarta');
    expect(link.searchParams.get('dates')).toBe('20270612T100000/20270612T120000');
  });
});
