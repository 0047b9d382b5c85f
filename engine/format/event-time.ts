/**
 * Event dates and times in Indonesian, in the event's own time zone, written from fixed tables rather
 * than `Intl`: a page's first use of `Intl` loads the browser's locale data, 35-100 ms of a phone's
 * main thread before the guest can tap (docs/performance.md). Indonesia keeps no summer time, so each
 * zone is a fixed offset from UTC; tests/engine/formatters.test.ts holds the output to `Intl`'s.
 */

/** Indonesia's three time zones, as an event's `extra.timezone` names them. */
export const TIME_ZONES = { WIB: 'Asia/Jakarta', WITA: 'Asia/Makassar', WIT: 'Asia/Jayapura' } as const;
export type TimeZoneLabel = keyof typeof TIME_ZONES;

/** Each zone's offset from UTC in hours. */
export const ZONE_OFFSET_HOURS: Record<TimeZoneLabel, number> = { WIB: 7, WITA: 8, WIT: 9 };
const HOUR_MS = 60 * 60 * 1000;

const DAYS = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'];
const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The wall clock of `zone` at the instant `ms`, as a Date whose UTC fields read it (getUTCHours() is
 * the hour there); null for no instant.
 */
export function wallClockOf(ms: number, zone: TimeZoneLabel): Date | null {
  return Number.isNaN(ms) ? null : new Date(ms + ZONE_OFFSET_HOURS[zone] * HOUR_MS);
}

const wallClockOfIso = (iso: string, zone: TimeZoneLabel) => wallClockOf(Date.parse(iso), zone);

/** "12 Juni 2027": the day a Date's UTC fields read, in Indonesian. */
export const formatUtcDay = (day: Date): string =>
  `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;

/** "Sabtu, 12 Juni 2027" in the event's own time zone; '' for a value that is no instant. */
export function formatEventDate(iso: string, zone: TimeZoneLabel = 'WIB'): string {
  const there = wallClockOfIso(iso, zone);
  return there ? `${DAYS[there.getUTCDay()]}, ${formatUtcDay(there)}` : '';
}

/** "08.00" in the event's own time zone; '' for a value that is no instant. */
export function formatEventTime(iso: string, zone: TimeZoneLabel = 'WIB'): string {
  const there = wallClockOfIso(iso, zone);
  return there ? `${pad(there.getUTCHours())}.${pad(there.getUTCMinutes())}` : '';
}

/** "12 . 06 . 2027": the short date of opening screens; '' for a value that is no instant. */
export function formatShortDate(iso: string, zone: TimeZoneLabel = 'WIB'): string {
  const there = wallClockOfIso(iso, zone);
  if (!there) return '';
  return `${pad(there.getUTCDate())} . ${pad(there.getUTCMonth() + 1)} . ${there.getUTCFullYear()}`;
}
