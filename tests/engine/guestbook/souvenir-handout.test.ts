import { describe, expect, it } from 'vitest';
import { checkInClock } from '../../../engine/guestbook/check-in-clock';
import { handoutQuantity, souvenirChoices } from '../../../engine/guestbook/souvenir-handout';
import { venue } from './venue-fixture';

describe('souvenirs at check-in', () => {
  it('hands one per guest, or one per person who came (at least one)', () => {
    expect(handoutQuantity({ rule: 'per_guest' }, 4)).toBe(1);
    expect(handoutQuantity({ rule: 'per_person' }, 4)).toBe(4);
    expect(handoutQuantity({ rule: 'per_person' }, 0)).toBe(1);
  });

  it('says what each kind would be for this guest: quantity, handed already, stock enough', () => {
    const state = venue();
    const guest = { souvenir_ids: ['kipas'] };
    const choices = souvenirChoices(state.souvenirs, guest, 12);
    expect(choices.map(({ souvenir, quantity, handed, enough }) => [souvenir.id, quantity, handed, enough])).toEqual([
      ['kipas', 1, true, true],
      ['cokelat', 12, false, false],
    ]);
  });
});

describe("a check-in's time", () => {
  it('reads as 24-hour "18.05" in the time zone given', () => {
    expect(checkInClock('2026-11-21T11:05:00.000Z', 'Asia/Jakarta')).toBe('18.05');
    expect(checkInClock('2026-11-21T11:05:00.000Z', 'Asia/Makassar')).toBe('19.05');
  });
});
