import { describe, expect, it } from 'vitest';
import { availableGiftTypes, initialGiftType, isBooked, listedGifts } from '../../engine/content/gifts';
import { mainEvent } from '../../engine/content/main-event';
import { countdownParts } from '../../engine/format/countdown';
import { formatEventDate, formatEventTime } from '../../engine/format/event-time';
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
