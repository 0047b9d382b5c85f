import { describe, expect, it } from 'vitest';
import { daysUntilEvent } from '../../engine/format/calendar-days';

/** "H-n" on the owner's dashboard: calendar days in the event's own time zone, not 24-hour spans. */
describe('daysUntilEvent', () => {
  const now = Date.parse('2027-06-10T20:00:00+07:00'); // Thursday evening in Jakarta

  it('counts calendar days in the event’s time zone', () => {
    expect(daysUntilEvent('2027-06-12T08:00:00+07:00', now)).toBe(2);
    // Only 12 hours ahead, but the next day in Jakarta.
    expect(daysUntilEvent('2027-06-11T08:00:00+07:00', now)).toBe(1);
    expect(daysUntilEvent('2027-06-10T23:59:00+07:00', now)).toBe(0);
  });

  it('is negative once the day has passed', () => {
    expect(daysUntilEvent('2027-06-09T23:00:00+07:00', now)).toBe(-1);
    expect(daysUntilEvent('2027-05-31T10:00:00+07:00', now)).toBe(-10);
  });

  it('takes both days in the event’s zone: 23:00 WIB is already the next day in WIT', () => {
    const late = Date.parse('2027-06-10T23:00:00+07:00'); // 01:00 on the 11th in Jayapura
    expect(daysUntilEvent('2027-06-11T10:00:00+09:00', late, 'WIT')).toBe(0);
    expect(daysUntilEvent('2027-06-11T10:00:00+09:00', late, 'WIB')).toBe(1);
  });
});
