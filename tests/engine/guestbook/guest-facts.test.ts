import { describe, expect, it } from 'vitest';
import { clampPax, defaultPax, formatCount, rsvpAnswer, tableLabel } from '../../../engine/guestbook/guest-facts';

describe('a guest as the usher reads them', () => {
  it('says the RSVP answer', () => {
    expect(rsvpAnswer({ attending: true, rsvp_pax: 3, walk_in: false })).toBe('Hadir, 3 orang');
    expect(rsvpAnswer({ attending: false, rsvp_pax: null, walk_in: false })).toBe('Tidak hadir');
    expect(rsvpAnswer({ attending: null, rsvp_pax: null, walk_in: false })).toBe('Belum menjawab');
    expect(rsvpAnswer({ attending: null, rsvp_pax: null, walk_in: true })).toBe('Tamu tanpa undangan');
  });

  it('starts a check-in with the RSVP pax, at least one and at most the limit', () => {
    expect(defaultPax({ rsvp_pax: 4 })).toBe(4);
    expect(defaultPax({ rsvp_pax: 0 })).toBe(1);
    expect(defaultPax({ rsvp_pax: null })).toBe(1);
    expect(clampPax(500)).toBe(100);
    expect(clampPax(Number.NaN)).toBe(1);
  });

  it('names a table once: "Meja 5", never "Meja Meja Keluarga"', () => {
    expect(tableLabel('5')).toBe('Meja 5');
    expect(tableLabel('Melati')).toBe('Meja Melati');
    expect(tableLabel('Meja Keluarga')).toBe('Meja Keluarga');
    expect(tableLabel('meja VIP')).toBe('meja VIP');
    expect(tableLabel('Mejanya Pak RT')).toBe('Meja Mejanya Pak RT');
  });

  it('writes counts the Indonesian way', () => {
    expect(formatCount(1500)).toBe('1.500');
  });
});
