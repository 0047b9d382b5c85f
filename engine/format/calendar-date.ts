import { formatUtcDay } from './event-time';

/**
 * A calendar date as forms hold it: `YYYY-MM-DD`, no time and no time zone (a purchase date is a day,
 * the same day wherever the guest is).
 */
export type CalendarDate = string;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The day a date picker's Date (local midnight of the day tapped) stands for. */
export function calendarDateOf(date: Date): CalendarDate {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local Date a date picker shows for a calendar date; undefined for anything else. */
export function dateOfCalendarDate(value: CalendarDate): Date | undefined {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getDate() === day && date.getMonth() === month - 1 ? date : undefined;
}

/**
 * "23 November 2026": a calendar date in Indonesian, whatever the phone's own language; '' for none.
 * Written from a table, not `Intl` (engine/format/event-time.ts says why).
 */
export function formatCalendarDate(value: CalendarDate): string {
  if (!dateOfCalendarDate(value)) return '';
  return formatUtcDay(new Date(`${value}T00:00:00Z`));
}
