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

  it("writes every day of two years as Intl's id-ID does (it is written from a table)", () => {
    const intl = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2028, 0, 1); ms += 86_400_000) {
      expect(formatCalendarDate(new Date(ms).toISOString().slice(0, 10))).toBe(intl.format(ms));
    }
  });
});
