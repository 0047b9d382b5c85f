import { describe, expect, it } from 'vitest';
import { availableGiftTypes, initialGiftType, isBooked, listedGifts } from '../../engine/content/gifts';
import { mainEvent } from '../../engine/content/main-event';
import { countdownParts } from '../../engine/format/countdown';
import {
  formatEventDate,
  formatEventTime,
  formatShortDate,
  TIME_ZONES,
  type TimeZoneLabel,
} from '../../engine/format/event-time';
import { formatRelativeTime } from '../../engine/format/relative-time';
import { formatNumber, formatRupiah } from '../../engine/format/rupiah';
import { sampleInvitation } from '../../engine/demo/sample-invitation';
import { NOW } from '../helpers';

describe('formatters', () => {
  it('formats numbers and prices in the Indonesian locale', () => {
    expect(formatNumber(1500000)).toBe('1.500.000');
    expect(formatRupiah(2450000)).toBe('Rp 2.450.000');
  });

  it('writes event dates and times in Indonesian, in the event time zone', () => {
    expect(formatEventDate('2027-03-21T01:00:00.000Z')).toBe('Minggu, 21 Maret 2027');
    expect(formatEventTime('2027-03-21T01:00:00.000Z')).toBe('08.00');
    expect(formatEventTime('2027-03-21T01:00:00.000Z', 'WITA')).toBe('09.00');
    expect(formatEventTime('2027-03-21T01:00:00.000Z', 'WIT')).toBe('10.00');
  });

  it('gives relative times in Indonesian, seconds included', () => {
    expect(formatRelativeTime(new Date(NOW - 42_000).toISOString(), NOW)).toBe('42 detik yang lalu');
    expect(formatRelativeTime(new Date(NOW - 3 * 3600_000).toISOString(), NOW)).toBe('3 jam yang lalu');
    expect(formatRelativeTime(new Date(NOW - 2 * 86400_000).toISOString(), NOW)).toBe('2 hari yang lalu');
  });

  // The formatters write from tables, not Intl (docs/performance.md): they must write what Intl writes.
  it("writes dates and times as Intl's id-ID does, in each of the three zones", () => {
    for (const zone of Object.keys(TIME_ZONES) as TimeZoneLabel[]) {
      const intl = (options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat('id-ID', { ...options, timeZone: TIME_ZONES[zone] });
      const date = intl({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
      const time = intl({ hour: '2-digit', minute: '2-digit', hour12: false });
      const short = intl({ day: '2-digit', month: '2-digit', year: 'numeric' });
      const start = Date.UTC(2026, 0, 1);
      // Every 97 minutes for three years: every weekday, month, hour and many minutes, across midnights.
      for (let ms = start; ms < start + 3 * 366 * 86_400_000; ms += 97 * 60_000) {
        const iso = new Date(ms).toISOString();
        const parts = short.formatToParts(ms);
        const part = (type: string) => parts.find((p) => p.type === type)?.value;
        expect([formatEventDate(iso, zone), formatEventTime(iso, zone), formatShortDate(iso, zone)]).toEqual([
          date.format(ms),
          time.format(ms),
          `${part('day')} . ${part('month')} . ${part('year')}`,
        ]);
      }
    }
    expect([formatEventDate('bukan tanggal'), formatEventTime(''), formatShortDate('x')]).toEqual(['', '', '']);
  });

  it("writes numbers as Intl's id-ID does, rounded to whole", () => {
    const intl = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
    const values = [0, -0, 1, 999, 1000, 1500.5, -2.5, 2.5, 0.49, -0.4, 123456789, Number.MAX_SAFE_INTEGER, 1e21];
    for (let i = 0; i < 2000; i++) values.push(Math.floor(Math.random() * 10 ** (i % 16)) / (i % 3 ? 1 : 100));
    for (const value of [...values, NaN, Infinity, -Infinity]) expect(formatNumber(value)).toBe(intl.format(value));
  });

  it("gives relative times as Intl's id-ID does", () => {
    const intl = new Intl.RelativeTimeFormat('id-ID', { numeric: 'always' });
    // Each unit, its length in seconds and the largest count it keeps before the next unit takes over.
    const units: [Intl.RelativeTimeFormatUnit, number, number][] = [
      ['second', 1, 59],
      ['minute', 60, 59],
      ['hour', 3600, 23],
      ['day', 86_400, 29],
      ['month', 30 * 86_400, 11],
      ['year', 360 * 86_400, 1500],
    ];
    for (const [unit, seconds, most] of units) {
      for (const count of new Set([0, 1, 2, 5, 11, 23, most].filter((c) => c <= most))) {
        if (count === 0 && unit !== 'second') continue;
        const ago = new Date(NOW - count * seconds * 1000).toISOString();
        expect(formatRelativeTime(ago, NOW)).toBe(intl.format(-count, unit));
      }
    }
  });

  it('counts down in days, hours, minutes and seconds, clamped at zero', () => {
    const target = new Date(NOW + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000).toISOString();
    expect(countdownParts(target, NOW)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdownParts(new Date(NOW - 1000).toISOString(), NOW)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });
});

describe('gift rules', () => {
  const { invitation } = sampleInvitation('floral-whimsy', NOW);

  it('lists only active physical and virtual gifts, every wishlist item', () => {
    const gifts = listedGifts(invitation);
    expect(gifts.virtual.map((g) => g.id)).toEqual(['bca', 'mandiri']);
    expect(gifts.wishlist).toHaveLength(4);
  });

  it('offers the types that have entries and starts on virtual', () => {
    expect(availableGiftTypes(invitation)).toEqual(['physical', 'virtual', 'wishlist']);
    expect(initialGiftType(invitation)).toBe('virtual');
    expect(initialGiftType({ ...invitation, virtual_gift: [] })).toBe('physical');
    expect(initialGiftType({ ...invitation, virtual_gift: [], physical_gift: [], wishlist_gift: [] })).toBeUndefined();
  });

  it('books a wishlist item once confirmations reach its quantity', () => {
    const [espresso, plates] = invitation.wishlist_gift ?? [];
    expect(espresso && isBooked(espresso)).toBe(true);
    expect(plates && isBooked(plates)).toBe(false);
  });

  it('counts down to the main event', () => {
    expect(mainEvent(invitation.invitation_event)?.id).toBe('event-akad');
  });
});
