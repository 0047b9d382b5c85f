import type { CalendarDate } from './calendar-date';
import { formatEventDate, TIME_ZONES, wallClockOf, ZONE_OFFSET_HOURS, type TimeZoneLabel } from './event-time';

/**
 * An event's date and time as the owner reads and writes them: a day and a clock time in the
 * event's own time zone (`extra.timezone`), stored as one ISO 8601 instant.
 */

/** A clock time as a time input holds it: `HH:MM`, 24 hours. */
export type ClockTime = string;
/** The day and the clock time of an instant in one time zone. */
export type ZonedParts = { date: CalendarDate; time: ClockTime };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * A zone's offset as ISO 8601 writes it (`+07:00`), from its hours in event-time.ts: Indonesia keeps
 * no summer time, so each zone is a fixed offset from UTC.
 */
const isoOffset = (zone: TimeZoneLabel): string => `+${pad(ZONE_OFFSET_HOURS[zone])}:00`;

/** The zone an event names in `extra.timezone`; WIB when it names none (the schema's default). */
export function zoneOf(value: unknown): TimeZoneLabel {
  return typeof value === 'string' && Object.hasOwn(TIME_ZONES, value) ? (value as TimeZoneLabel) : 'WIB';
}

/** Whether `YYYY-MM-DD` is a day of the calendar (no 31 June, no 29 February 2027). */
function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The day and clock time an ISO instant shows in `zone`; null for no value or one that is no instant. */
export function zonedPartsOf(iso: unknown, zone: TimeZoneLabel): ZonedParts | null {
  if (typeof iso !== 'string' || iso.trim() === '') return null;
  const there = wallClockOf(Date.parse(iso), zone);
  if (!there) return null;
  return {
    date: `${pad(there.getUTCFullYear(), 4)}-${pad(there.getUTCMonth() + 1)}-${pad(there.getUTCDate())}`,
    time: `${pad(there.getUTCHours())}:${pad(there.getUTCMinutes())}`,
  };
}

/**
 * The ISO instant of a day and a clock time in `zone`, written with the zone's offset
 * ('2026-06-14T08:00:00+07:00'); null while either part is missing or not a real day or time.
 */
export function isoOfZoned(date: string, time: string, zone: TimeZoneLabel): string | null {
  if (!isCalendarDate(date) || !TIME.test(time)) return null;
  return `${date}T${time}:00${isoOffset(zone)}`;
}

/**
 * The same day and clock time in another zone: an owner who typed 08.00 and then says the event is
 * in WITA means 08.00 WITA, not 09.00. Null for a value that is no instant.
 */
export function movedToZone(iso: unknown, from: TimeZoneLabel, to: TimeZoneLabel): string | null {
  const parts = zonedPartsOf(iso, from);
  return parts && isoOfZoned(parts.date, parts.time, to);
}

/** "Sabtu, 14 Juni 2026": a day in Indonesian, as it is in `zone`; '' for one that is no day. */
export function formatZonedDay(date: CalendarDate, zone: TimeZoneLabel): string {
  const noon = isoOfZoned(date, '12:00', zone);
  return noon ? formatEventDate(noon, zone) : '';
}

/**
 * An instant as the server stores it ('2026-06-14T01:00:00.000Z'), so that instants written with
 * different offsets compare as text; null for a value that is no instant.
 */
export function utcIsoOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}
