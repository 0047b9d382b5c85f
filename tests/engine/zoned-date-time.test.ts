import { describe, expect, it } from 'vitest';
import {
  formatZonedDay,
  isoOfZoned,
  movedToZone,
  utcIsoOf,
  zonedPartsOf,
  zoneOf,
} from '../../engine/format/zoned-date-time';

describe('isoOfZoned', () => {
  it('writes a day and a clock time with the zone’s offset', () => {
    expect(isoOfZoned('2026-06-14', '08:00', 'WIB')).toBe('2026-06-14T08:00:00+07:00');
    expect(isoOfZoned('2026-06-14', '08:00', 'WITA')).toBe('2026-06-14T08:00:00+08:00');
    expect(isoOfZoned('2026-06-14', '23:59', 'WIT')).toBe('2026-06-14T23:59:00+09:00');
  });

  it('is the instant the zone’s clock shows', () => {
    expect(new Date(isoOfZoned('2026-06-14', '08:00', 'WIB')!).toISOString()).toBe('2026-06-14T01:00:00.000Z');
    expect(new Date(isoOfZoned('2026-06-14', '06:30', 'WIT')!).toISOString()).toBe('2026-06-13T21:30:00.000Z');
  });

  it.each([
    ['no day', '', '08:00'],
    ['no time', '2026-06-14', ''],
    ['a day that does not exist', '2026-06-31', '08:00'],
    ['29 February of a common year', '2027-02-29', '08:00'],
    ['a day in words', '14 Juni 2026', '08:00'],
    ['an hour past 23', '2026-06-14', '24:00'],
    ['a time with seconds', '2026-06-14', '08:00:00'],
    ['a time without its leading zero', '2026-06-14', '8:00'],
  ])('is null for %s', (_name, date, time) => {
    expect(isoOfZoned(date, time, 'WIB')).toBeNull();
  });

  it('takes 29 February of a leap year', () => {
    expect(isoOfZoned('2028-02-29', '10:00', 'WIB')).toBe('2028-02-29T10:00:00+07:00');
  });
});

describe('zonedPartsOf', () => {
  it('reads a UTC instant in the zone', () => {
    expect(zonedPartsOf('2027-01-10T03:00:00.000Z', 'WIB')).toEqual({ date: '2027-01-10', time: '10:00' });
    expect(zonedPartsOf('2027-01-10T03:00:00.000Z', 'WITA')).toEqual({ date: '2027-01-10', time: '11:00' });
    expect(zonedPartsOf('2027-01-10T20:15:00Z', 'WIT')).toEqual({ date: '2027-01-11', time: '05:15' });
  });

  it('reads an instant written with any offset', () => {
    expect(zonedPartsOf('2026-06-14T08:00:00+07:00', 'WIB')).toEqual({ date: '2026-06-14', time: '08:00' });
    expect(zonedPartsOf('2026-06-14T08:00:00+08:00', 'WIB')).toEqual({ date: '2026-06-14', time: '07:00' });
  });

  it('reads back what isoOfZoned wrote, in every zone', () => {
    for (const zone of ['WIB', 'WITA', 'WIT'] as const) {
      expect(zonedPartsOf(isoOfZoned('2026-12-31', '23:30', zone), zone)).toEqual({
        date: '2026-12-31',
        time: '23:30',
      });
    }
  });

  it.each([undefined, null, '', '  ', 'besok pagi', 42])('is null for %s', (value) => {
    expect(zonedPartsOf(value, 'WIB')).toBeNull();
  });
});

describe('movedToZone', () => {
  it('keeps the day and the clock time', () => {
    expect(movedToZone('2026-06-14T08:00:00+07:00', 'WIB', 'WITA')).toBe('2026-06-14T08:00:00+08:00');
    expect(movedToZone('2026-06-14T01:00:00.000Z', 'WIB', 'WIT')).toBe('2026-06-14T08:00:00+09:00');
  });

  it('is null for no instant', () => {
    expect(movedToZone(undefined, 'WIB', 'WITA')).toBeNull();
  });
});

describe('zoneOf and formatZonedDay', () => {
  it('reads the event’s zone, WIB when none', () => {
    expect(zoneOf('WITA')).toBe('WITA');
    expect(zoneOf(undefined)).toBe('WIB');
    expect(zoneOf('UTC')).toBe('WIB');
    expect(zoneOf('toString')).toBe('WIB');
  });

  it('says a day in Indonesian words', () => {
    expect(formatZonedDay('2026-06-14', 'WIB')).toBe('Minggu, 14 Juni 2026');
    expect(formatZonedDay('2026-06-13', 'WIT')).toBe('Sabtu, 13 Juni 2026');
    expect(formatZonedDay('2026-02-30', 'WIB')).toBe('');
  });
});

describe('utcIsoOf', () => {
  it('writes an instant as the server stores it', () => {
    expect(utcIsoOf('2026-06-14T08:00:00+07:00')).toBe('2026-06-14T01:00:00.000Z');
    expect(utcIsoOf('2026-06-14T01:00:00.000Z')).toBe('2026-06-14T01:00:00.000Z');
  });

  it.each([undefined, null, '', 'besok', 7])('is null for %s', (value) => {
    expect(utcIsoOf(value)).toBeNull();
  });
});
