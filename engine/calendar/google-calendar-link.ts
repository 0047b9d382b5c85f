import type { CalendarEvent } from './calendar-event';
import { wallClockStamp } from './calendar-stamp';

const GOOGLE_CALENDAR = 'https://calendar.google.com/calendar/render';

/**
 * Google Calendar's "add event" page for one event: its name, its times as the event zone's wall
 * clock (`dates`) with `ctz` naming the zone they are read in, the details and the place.
 */
export function googleCalendarLinkOf(event: CalendarEvent): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.summary,
    dates: `${wallClockStamp(event.startMs, event.zone)}/${wallClockStamp(event.endMs, event.zone)}`,
    ctz: event.tzid,
    details: event.description,
    location: event.location,
  });
  return `${GOOGLE_CALENDAR}?${query.toString()}`;
}
