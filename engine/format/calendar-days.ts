import { TIME_ZONES, type TimeZoneLabel } from './event-time';

/*
 * Calendar days for the owner's dashboard and the server's summary (kept apart from event-time.ts,
 * which the guest's page loads).
 */

/** "12 Juni 2027": a day in Indonesian, in the given time zone (Jakarta's by default). */
export function formatLongDate(iso: string, zone: TimeZoneLabel = 'WIB'): string {
  return new Intl.DateTimeFormat('id-ID', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: TIME_ZONES[zone],
  }).format(new Date(iso));
}

const DAY = 86_400_000;

/** The calendar day of an instant in a time zone, as a count of days (for differences). */
function dayNumber(instant: number, zone: TimeZoneLabel): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: TIME_ZONES[zone],
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day')) / DAY;
}

/**
 * Whole calendar days from `now` to an event's start, both dates in the event's time zone: 0 on the
 * day itself, 1 the day before, negative once the day has passed ("H-3" on a dashboard).
 */
export function daysUntilEvent(startIso: string, now: number, zone: TimeZoneLabel = 'WIB'): number {
  return dayNumber(Date.parse(startIso), zone) - dayNumber(now, zone);
}
