/** Indonesia's three time zones, as an event's `extra.timezone` names them. */
export const TIME_ZONES = { WIB: 'Asia/Jakarta', WITA: 'Asia/Makassar', WIT: 'Asia/Jayapura' } as const;
export type TimeZoneLabel = keyof typeof TIME_ZONES;

/** "Sabtu, 12 Juni 2027" in the event's own time zone. */
export function formatEventDate(iso: string, zone: TimeZoneLabel = 'WIB'): string {
  return new Intl.DateTimeFormat('id-ID', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: TIME_ZONES[zone],
  }).format(new Date(iso));
}

/** "08.00" in the event's own time zone. */
export function formatEventTime(iso: string, zone: TimeZoneLabel = 'WIB'): string {
  return new Intl.DateTimeFormat('id-ID', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: TIME_ZONES[zone],
  }).format(new Date(iso));
}

/** "12 . 06 . 2027": the short date of opening screens. */
export function formatShortDate(iso: string, zone: TimeZoneLabel = 'WIB'): string {
  const parts = new Intl.DateTimeFormat('id-ID', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: TIME_ZONES[zone],
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')} . ${get('month')} . ${get('year')}`;
}
