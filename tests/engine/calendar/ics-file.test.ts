import { describe, expect, it } from 'vitest';
import { calendarEventOf, DEFAULT_DURATION_MS, type CalendarEvent } from '../../../engine/calendar/calendar-event';
import { escapeText, foldLine, icsDataUrlOf, icsFileOf } from '../../../engine/calendar/ics-file';
import { TIME_ZONES, type TimeZoneLabel } from '../../../engine/format/event-time';
import { akad, intlWallClock, PAGE } from './calendar-fixture';

const NOW = Date.UTC(2026, 11, 7, 2, 30, 15);

/** A content line read back: its name, its parameters and its (still escaped) value. */
type Property = { name: string; params: Record<string, string>; value: string };

/** The file's physical lines: every one ends with CRLF, and there is nothing after the last. */
function physicalLines(ics: string): string[] {
  expect(ics.endsWith('\r\n')).toBe(true);
  const lines = ics.slice(0, -2).split('\r\n');
  for (const line of lines) expect(line).not.toMatch(/[\r\n]/);
  return lines;
}

/** RFC 5545 3.1 unfolding, then each content line split into name, parameters and value. */
function parse(ics: string): Property[] {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  return physicalLines(unfolded).map((line) => {
    const colon = line.indexOf(':');
    const [name = '', ...params] = line.slice(0, colon).split(';');
    return {
      name,
      params: Object.fromEntries(params.map((param) => param.split('=') as [string, string])),
      value: line.slice(colon + 1),
    };
  });
}

/** A TEXT value unescaped (RFC 5545 3.3.11); throws on a lone comma or semicolon, which would split it. */
function unescapeText(value: string): string {
  expect(value).not.toMatch(/(^|[^\\])(\\\\)*[,;]/);
  return value.replace(/\\([\\;,nN])/g, (_, character: string) => (character.toLowerCase() === 'n' ? '\n' : character));
}

const vevent = (properties: Property[]) =>
  properties.slice(
    properties.findIndex((p) => p.name === 'BEGIN' && p.value === 'VEVENT'),
    properties.findIndex((p) => p.name === 'END' && p.value === 'VEVENT') + 1,
  );
const one = (properties: Property[], name: string): Property => {
  const found = properties.filter((p) => p.name === name);
  expect(found, name).toHaveLength(1);
  return found[0]!;
};

/**
 * A DTSTART/DTEND with TZID read back as an instant, with the offset the file's own VTIMEZONE gives
 * for that TZID (not the one the code under test uses).
 */
function instantOf(property: Property, all: Property[]): number {
  const tzid = property.params.TZID!;
  const zoneStart = all.findIndex((p) => p.name === 'TZID' && p.value === tzid);
  expect(zoneStart, `a VTIMEZONE for ${tzid}`).toBeGreaterThan(0);
  const offset = all.slice(zoneStart).find((p) => p.name === 'TZOFFSETTO')!.value;
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/.exec(property.value)!;
  expect(match, property.value).not.toBeNull();
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const sign = offset.startsWith('-') ? -1 : 1;
  const offsetMs = sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(3, 5))) * 60_000;
  return Date.UTC(y!, mo! - 1, d, h, mi, s) - offsetMs;
}

const eventIn = (zone: TimeZoneLabel, changes: Partial<typeof akad> = {}): CalendarEvent =>
  calendarEventOf({ ...akad, ...changes, extra: { timezone: zone } }, PAGE)!;

describe('the calendar file of an event (RFC 5545)', () => {
  it('holds one event in a calendar, with a stable UID and the time it was made', () => {
    const properties = parse(icsFileOf(eventIn('WIB'), NOW));
    expect(properties[0]).toMatchObject({ name: 'BEGIN', value: 'VCALENDAR' });
    expect(properties.at(-1)).toMatchObject({ name: 'END', value: 'VCALENDAR' });
    expect(one(properties, 'VERSION').value).toBe('2.0');
    expect(one(properties, 'PRODID').value).not.toBe('');
    const event = vevent(properties);
    expect(one(event, 'UID').value).toBe(`event-${akad.id}@undangan.example`);
    expect(one(event, 'DTSTAMP').value).toBe('20261207T023015Z');
    // The same event saved again a day later: the same UID, so a calendar updates its entry.
    expect(one(vevent(parse(icsFileOf(eventIn('WIB'), NOW + 86_400_000))), 'UID').value).toBe(
      `event-${akad.id}@undangan.example`,
    );
  });

  it('names the event and the couple, and puts the venue, the address and the map link where calendars read them', () => {
    const event = vevent(parse(icsFileOf(eventIn('WIB'), NOW)));
    expect(unescapeText(one(event, 'SUMMARY').value)).toBe('Akad Nikah Raka & Ayu');
    expect(unescapeText(one(event, 'LOCATION').value)).toBe(
      'Masjid Agung; Aula Utama, Jl. Merdeka No. 1, Bandung\nJawa Barat',
    );
    expect(one(event, 'URL').value).toBe(akad.maps_url);
    const description = unescapeText(one(event, 'DESCRIPTION').value);
    expect(description).toContain('Raka & Ayu');
    expect(description).toContain(`Peta lokasi: ${akad.maps_url}`);
    expect(description).toContain(`Undangan: ${PAGE.pageUrl}`);
  });

  it('escapes commas, semicolons, backslashes and line breaks in text', () => {
    expect(escapeText('a,b;c\\d\ne\r\nf')).toBe('a\\,b\\;c\\\\d\\ne\\nf');
    const event = vevent(parse(icsFileOf(eventIn('WIB'), NOW)));
    expect(one(event, 'LOCATION').value).toBe(
      'Masjid Agung\\; Aula Utama\\, Jl. Merdeka No. 1\\, Bandung\\nJawa Barat',
    );
  });

  for (const zone of Object.keys(TIME_ZONES) as TimeZoneLabel[]) {
    it(`writes the start and the end in ${zone} (${TIME_ZONES[zone]}) with a VTIMEZONE that defines it`, () => {
      const properties = parse(icsFileOf(eventIn(zone), NOW));
      const event = vevent(properties);
      const start = one(event, 'DTSTART');
      const end = one(event, 'DTEND');
      expect(start.params.TZID).toBe(TIME_ZONES[zone]);
      expect(end.params.TZID).toBe(TIME_ZONES[zone]);
      // The wall clock Intl gives for that zone: 08.00 WIB, 09.00 WITA, 10.00 WIT.
      expect(start.value).toBe(intlWallClock(Date.parse(akad.start_date), TIME_ZONES[zone]));
      expect(end.value).toBe(intlWallClock(Date.parse(akad.end_date), TIME_ZONES[zone]));
      // Read back through the file's own zone definition, it is the same instant.
      expect(instantOf(start, properties)).toBe(Date.parse(akad.start_date));
      expect(instantOf(end, properties)).toBe(Date.parse(akad.end_date));
      expect(one(properties, 'TZNAME').value).toBe(zone);
      expect(properties.filter((p) => p.name === 'BEGIN' && p.value === 'VTIMEZONE')).toHaveLength(1);
    });
  }

  it('spells out the wall clock for each zone', () => {
    const startOf = (zone: TimeZoneLabel) => one(vevent(parse(icsFileOf(eventIn(zone), NOW))), 'DTSTART').value;
    expect(startOf('WIB')).toBe('20270612T080000');
    expect(startOf('WITA')).toBe('20270612T090000');
    expect(startOf('WIT')).toBe('20270612T100000');
  });

  it('takes WIB when the event names no zone, and lasts two hours when it has no end', () => {
    const event = calendarEventOf({ ...akad, end_date: undefined, extra: undefined }, PAGE)!;
    expect(event.tzid).toBe('Asia/Jakarta');
    expect(event.endMs - event.startMs).toBe(DEFAULT_DURATION_MS);
    const properties = parse(icsFileOf(event, NOW));
    expect(one(properties, 'DTEND').value).toBe('20270612T100000');
    // An end before the start is no end either.
    const backwards = calendarEventOf({ ...akad, end_date: '2027-06-11T00:00:00.000Z' }, PAGE)!;
    expect(backwards.endMs - backwards.startMs).toBe(DEFAULT_DURATION_MS);
  });

  it('makes no entry of an event whose start is no date', () => {
    expect(calendarEventOf({ ...akad, start_date: 'bukan tanggal' }, PAGE)).toBeNull();
  });

  it('folds lines past 75 octets without splitting a character, and unfolds to the same text', () => {
    const label = `Resepsi ${'Pernikahan Kami di Taman Bunga 🌸 Café Ñusantara, '.repeat(4)}`.trim();
    const event = eventIn('WITA', { label, venue: 'Gedung ✨'.repeat(20) });
    const ics = icsFileOf(event, NOW);
    const lines = physicalLines(ics);
    for (const line of lines) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      // No half of a surrogate pair at either end of a line.
      expect(line).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
    }
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    const summary = one(vevent(parse(ics)), 'SUMMARY');
    expect(unescapeText(summary.value)).toBe(`${label} Raka & Ayu`);
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('is offered as a data address a browser saves as it is', () => {
    const ics = icsFileOf(eventIn('WIT'), NOW);
    const url = icsDataUrlOf(ics);
    expect(url.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(ics);
  });

  it('names the file after the event', () => {
    expect(eventIn('WIB').fileName).toBe('akad-nikah.ics');
    expect(eventIn('WIB', { label: 'Résepsi & Ngunduh Mantu!' }).fileName).toBe('resepsi-ngunduh-mantu.ics');
    expect(eventIn('WIB', { label: '🌸' }).fileName).toBe('acara.ics');
  });
});
