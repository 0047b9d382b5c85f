import { describe, expect, it } from 'vitest';
import { daysToEventLabel } from '../../engine/format/days-to-event';
import { formatLongDate } from '../../engine/format/calendar-days';

describe('daysToEventLabel', () => {
  it('counts down as H-n, says "Hari ini" on the day and how long ago afterwards', () => {
    expect(daysToEventLabel(12)).toBe('H-12');
    expect(daysToEventLabel(1)).toBe('H-1');
    expect(daysToEventLabel(0)).toBe('Hari ini');
    expect(daysToEventLabel(-3)).toBe('Sudah lewat 3 hari');
  });

  it('says there is no event yet when the invitation has none', () => {
    expect(daysToEventLabel(null)).toBe('Belum ada acara');
  });
});

describe('formatLongDate', () => {
  it("writes the day in Indonesian in Jakarta's time zone", () => {
    expect(formatLongDate('2027-06-12T03:00:00Z')).toBe('12 Juni 2027');
    // 20:00 UTC is already the next day in Jakarta.
    expect(formatLongDate('2027-06-11T20:00:00Z')).toBe('12 Juni 2027');
  });
});
