import { describe, expect, it } from 'vitest';
import { checkInClock } from '../../../engine/guestbook/check-in-clock';
import {
  alreadyInsideText,
  arrivalOf,
  flaggedOnOpen,
  handedText,
  seatsText,
} from '../../../engine/guestbook/door-check';

const checkIn = { id: 'c1', checked_in_at: '2026-11-21T11:05:00.000Z', usher_name: 'Pintu Selatan' };
const door = { flagged: false, pressed: false, ownCheckInId: null };

describe('the door’s check', () => {
  it('is green only for the check-in this panel made', () => {
    expect(arrivalOf(null, door)).toBeNull();
    expect(arrivalOf(checkIn, door)).toBe('again');
    expect(arrivalOf(checkIn, { ...door, pressed: true })).toBe('new');
    expect(arrivalOf(checkIn, { ...door, pressed: true, ownCheckInId: 'c1' })).toBe('new');
    // Another device's check-in came first: this panel's press lost.
    expect(arrivalOf(checkIn, { ...door, pressed: true, ownCheckInId: 'c2' })).toBe('again');
    expect(arrivalOf(checkIn, { ...door, flagged: true })).toBe('flagged');
  });

  it('flags only a scanned code of a guest inside where codes are single-use', () => {
    expect(flaggedOnOpen(true, true, true)).toBe(true);
    expect(flaggedOnOpen(true, true, false)).toBe(false);
    expect(flaggedOnOpen(true, false, true)).toBe(false);
    expect(flaggedOnOpen(false, true, true)).toBe(false);
  });

  it('says when and by whom, the seats, and a souvenir handed', () => {
    const at = checkInClock(checkIn.checked_in_at);
    expect(alreadyInsideText(checkIn)).toBe(`Sudah masuk pukul ${at} (oleh Pintu Selatan)`);
    expect(seatsText(2)).toBe('Undangan untuk 2 orang');
    expect(handedText({ handed_at: checkIn.checked_in_at, usher_name: 'Pintu Utara' })).toBe(
      `Sudah diberikan pukul ${at} (oleh Pintu Utara)`,
    );
    expect(handedText(null)).toBe('Sudah diberikan');
  });
});
