import type { InvitationEvent } from '../../schemas/entities/invitation-event.schema';
import { TIME_ZONES, type TimeZoneLabel } from '../format/event-time';
import { proposeSlug } from '../format/slug';
import { zoneOf } from '../format/zoned-date-time';

/**
 * An invitation's event as a guest's calendar takes it (docs/product.md#add-to-calendar): what the
 * .ics file (ics-file.ts) and the Google Calendar link (google-calendar-link.ts) are both written from.
 */
export type CalendarEvent = {
  /** Stays the same for the same event, so that saving it again updates the entry instead of adding one. */
  uid: string;
  /** The start and end instants, in milliseconds. */
  startMs: number;
  endMs: number;
  /** The event's zone as the page shows it (WIB, WITA, WIT). */
  zone: TimeZoneLabel;
  /** Its IANA name, as calendars know it: 'Asia/Jakarta'. */
  tzid: (typeof TIME_ZONES)[TimeZoneLabel];
  /** "Akad Nikah Raka & Ayu". */
  summary: string;
  /** "Masjid Agung, Jl. Merdeka 1, Bandung": the venue and the address. */
  location: string;
  /** The map link, when the event has one. */
  mapsUrl: string | null;
  /** A few lines: whose wedding, the map link, the invitation's address. */
  description: string;
  /** A file name for the .ics: "akad-nikah.ics". */
  fileName: string;
};

/** An event without an end lasts this long in a calendar: the page says "Selesai" (until it is done). */
export const DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;

const fileNameOf = (label: string) => `${proposeSlug([label], 60) || 'acara'}.ics`;

type Source = Pick<InvitationEvent, 'id' | 'label' | 'start_date' | 'end_date' | 'venue' | 'address' | 'maps_url'> & {
  extra?: { timezone?: string } | null;
};

/**
 * The calendar entry of one event: `couple` is the couple's names as the page shows them ("Raka &
 * Ayu"), `pageUrl` the invitation's address (without the guest's code), `host` the site's host (the
 * UID's domain). Null for an event whose start is no instant. Without an end (or with one not after
 * the start) it lasts DEFAULT_DURATION_MS.
 */
export function calendarEventOf(
  event: Source,
  { couple, pageUrl, host }: { couple: string; pageUrl: string; host: string },
): CalendarEvent | null {
  const startMs = Date.parse(event.start_date);
  if (Number.isNaN(startMs)) return null;
  const givenEnd = event.end_date ? Date.parse(event.end_date) : Number.NaN;
  const endMs = givenEnd > startMs ? givenEnd : startMs + DEFAULT_DURATION_MS;
  const zone = zoneOf(event.extra?.timezone);
  const label = event.label.trim();
  const names = couple.trim();
  const mapsUrl = event.maps_url?.trim() || null;
  const location = [event.venue, event.address]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  const description = [
    names ? `${label}, pernikahan ${names}.` : `${label}.`,
    mapsUrl ? `Peta lokasi: ${mapsUrl}` : '',
    pageUrl ? `Undangan: ${pageUrl}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  return {
    uid: `event-${event.id}@${host || 'undangan'}`,
    startMs,
    endMs,
    zone,
    tzid: TIME_ZONES[zone],
    summary: names ? `${label} ${names}` : label,
    location,
    mapsUrl,
    description,
    fileName: fileNameOf(label),
  };
}
