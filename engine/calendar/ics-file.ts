import { ZONE_OFFSET_HOURS } from '../format/event-time';
import type { CalendarEvent } from './calendar-event';
import { utcStamp, wallClockStamp } from './calendar-stamp';

/**
 * One event as an iCalendar file (RFC 5545), written here rather than with the `ics` package: that
 * one weighs about 21 KB compressed with its validator, folds lines by characters instead of octets
 * and writes no time zone. The times are the event's wall clock with its zone's TZID and a
 * VTIMEZONE that defines it (Indonesia keeps no summer time: one fixed offset), so a calendar shows
 * 08.00 WITA as 08.00 in Makassar and as 07.00 in Jakarta.
 */

const CRLF = '\r\n';
/** RFC 5545 3.1: a content line is at most 75 octets, not counting the line break. */
const LINE_OCTETS = 75;
const PRODUCT_ID = '-//Undangan Digital//Simpan ke Kalender//ID';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const encoder = new TextEncoder();

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A content line folded (RFC 5545 3.1): past 75 octets of UTF-8 it goes on in a line that starts
 * with one space, never splitting a character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; the next ones hold 74 after their leading space.
  let room = LINE_OCTETS;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
      room = LINE_OCTETS - 1;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** The zone's definition: one STANDARD part with its fixed offset (`+0800`) and its name (WITA). */
function timeZoneLines(event: CalendarEvent): string[] {
  const offset = `+${pad(ZONE_OFFSET_HOURS[event.zone])}00`;
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${event.tzid}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    `TZNAME:${event.zone}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
}

/** The .ics text of one event; `nowMs` is when it was made (its DTSTAMP). */
export function icsFileOf(event: CalendarEvent, nowMs: number): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...timeZoneLines(event),
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(nowMs)}`,
    `DTSTART;TZID=${event.tzid}:${wallClockStamp(event.startMs, event.zone)}`,
    `DTEND;TZID=${event.tzid}:${wallClockStamp(event.endMs, event.zone)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    // A URI value, not TEXT: written as it is (the schema holds it to http(s), with no line break).
    ...(event.mapsUrl ? [`URL:${event.mapsUrl}`] : []),
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The .ics text as a link a browser saves (a `data:` address: nothing to release afterwards). */
export function icsDataUrlOf(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
