import { describe, expect, it } from 'vitest';
import {
  DOOR_CODE_ALPHABET,
  doorCodeOf,
  formatDoorCode,
  guestsWithDoorCode,
  normalizeDoorCode,
} from '../../../engine/guestbook/door-code';

describe("a guest's door code", () => {
  it('is the same every time for an id, and fixed by the documented hash', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(doorCodeOf(id)).toBe(doorCodeOf(id));
    // Values of the hash itself: a change to it would change every printed code.
    expect(doorCodeOf(id)).toBe('AX6KDD');
    expect(doorCodeOf('a')).toBe('3A0B3C');
    expect(doorCodeOf('tamu-11344')).toBe('FEBVVS');
  });

  it('is six characters of Crockford base32, without I, L, O or U', () => {
    expect(DOOR_CODE_ALPHABET).toHaveLength(32);
    expect(DOOR_CODE_ALPHABET).not.toMatch(/[ILOU]/);
    const codes = new Set<string>();
    for (let index = 0; index < 2000; index++) {
      const code = doorCodeOf(crypto.randomUUID());
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{6}$/);
      codes.add(code);
    }
    // 2000 random ids over 2^30 codes: a collision is rare (about 1 in 540).
    expect(codes.size).toBeGreaterThanOrEqual(1998);
  });

  it('is printed in two groups of three', () => {
    expect(formatDoorCode('7K39QX')).toBe('7K3-9QX');
  });

  it('reads what the usher typed: case, spaces, dashes, O for 0 and I or L for 1', () => {
    expect(normalizeDoorCode(' 7k3-9qx ')).toBe('7K39QX');
    expect(normalizeDoorCode('ax6 kdd')).toBe('AX6KDD');
    expect(normalizeDoorCode('O1I-LOo')).toBe('011100');
    expect(normalizeDoorCode('7K3–9QX')).toBe('7K39QX');
  });
});

describe('finding guests by door code', () => {
  const guests = [
    { id: 'tamu-11344', name: 'Ani' },
    { id: 'tamu-37732', name: 'Budi' },
    { id: '00000000-0000-4000-8000-000000000001', name: 'Citra' },
  ];

  it('finds the guest whose code was typed, however it was typed', () => {
    expect(guestsWithDoorCode(guests, 'ax6-kdd').map((guest) => guest.name)).toEqual(['Citra']);
    expect(guestsWithDoorCode(guests, formatDoorCode(doorCodeOf(guests[2]!.id)))).toEqual([guests[2]]);
  });

  it('returns every guest sharing a code, for the usher to pick by name', () => {
    expect(doorCodeOf('tamu-37732')).toBe(doorCodeOf('tamu-11344'));
    expect(guestsWithDoorCode(guests, 'FEB-VVS').map((guest) => guest.name)).toEqual(['Ani', 'Budi']);
  });

  it('finds nobody for a wrong, short or foreign code', () => {
    expect(guestsWithDoorCode(guests, 'ZZZZZZ')).toEqual([]);
    expect(guestsWithDoorCode(guests, 'AX6KD')).toEqual([]);
    expect(guestsWithDoorCode(guests, 'AX6KDD7')).toEqual([]);
    expect(guestsWithDoorCode(guests, 'AX6KD!')).toEqual([]);
  });
});
