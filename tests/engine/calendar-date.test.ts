import { describe, expect, it } from 'vitest';
import { calendarDateOf, dateOfCalendarDate, formatCalendarDate } from '../../engine/format/calendar-date';

describe('calendar dates', () => {
  it('reads the day a picked Date stands for, and gives it back as a Date of that day', () => {
    expect(calendarDateOf(new Date(2026, 10, 23))).toBe('2026-11-23');
    expect(calendarDateOf(new Date(2027, 0, 5, 23, 59))).toBe('2027-01-05');
    const date = dateOfCalendarDate('2026-11-23');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate()]).toEqual([2026, 10, 23]);
    expect(dateOfCalendarDate('2026-02-30')).toBeUndefined();
    expect(dateOfCalendarDate('23/11/2026')).toBeUndefined();
    expect(dateOfCalendarDate('')).toBeUndefined();
  });

  it('shows a day in Indonesian', () => {
    expect(formatCalendarDate('2026-11-23')).toBe('23 November 2026');
    expect(formatCalendarDate('2027-08-01')).toBe('1 Agustus 2027');
    expect(formatCalendarDate('')).toBe('');
  });
});
