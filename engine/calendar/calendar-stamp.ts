import { wallClockOf, type TimeZoneLabel } from '../format/event-time';

/** Date-times as calendars write them (RFC 5545 3.3.5, and Google Calendar's `dates`). */

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `20270612T080000`: the time a Date's UTC fields read. */
function stampOf(clock: Date): string {
  return (
    `${pad(clock.getUTCFullYear(), 4)}${pad(clock.getUTCMonth() + 1)}${pad(clock.getUTCDate())}` +
    `T${pad(clock.getUTCHours())}${pad(clock.getUTCMinutes())}${pad(clock.getUTCSeconds())}`
  );
}

/** An instant in UTC: `20270612T010000Z`. */
export const utcStamp = (ms: number): string => `${stampOf(new Date(ms))}Z`;

/** An instant as the wall clock of `zone` reads it, with no zone written: `20270612T080000`. */
export const wallClockStamp = (ms: number, zone: TimeZoneLabel): string =>
  stampOf(wallClockOf(ms, zone) ?? new Date(Number.NaN));
