import { describe, expect, it } from 'vitest';
import { activePeriodNotice } from '../../../app/owner/dashboard/active-period-notice';

/** What the dashboard says of the active period (docs/product.md#dashboard), from a fixed "now". */

const NOW = Date.parse('2026-12-06T03:00:00.000Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW + days * DAY).toISOString();
const event = (start_date: string, is_main_event = true) => ({
  id: 'ev',
  label: 'Resepsi',
  is_main_event,
  start_date,
  attending: 0,
  declining: 0,
  pax: 0,
  seats_invited: 0,
});
const notice = (expired_at: string | null, events = [event(at(-400))], expired = false) =>
  activePeriodNotice({ expired, expired_at, events }, NOW);
const THEN = 'Setelah itu tamu tidak dapat lagi membuka undangan ini.';

describe('the active period on the dashboard', () => {
  it('says nothing while the end is more than 30 days away and a week after the main event', () => {
    expect(notice(at(31))).toBeNull();
    expect(notice(at(200), [event(at(150))])).toBeNull();
    expect(notice(null)).toBeNull();
  });

  it('says so in red when the period ends before the wedding, or less than a week after it', () => {
    // Issue 40's couple: made today on a plan of 176 days for a wedding on 12 June 2027.
    expect(notice('2027-05-31T03:00:00.000Z', [event('2027-06-12T03:00:00.000Z')])).toEqual({
      tone: 'danger',
      text: `Masa aktif berakhir 31 Mei 2027, 12 hari sebelum acara utama (12 Juni 2027). ${THEN}`,
    });
    expect(notice(at(103), [event(at(100))])?.text).toContain('kurang dari 7 hari setelah acara utama');
    // The main event counts, not the first.
    expect(notice(at(200), [event(at(50), false), event(at(198))])?.tone).toBe('danger');
  });

  it('counts the days left within 30, in red within a week, and says when it is over', () => {
    expect(notice(at(20))).toEqual({
      tone: 'warning',
      text: `Masa aktif berakhir 20 hari lagi, 26 Desember 2026. ${THEN}`,
    });
    expect(notice(at(7))?.tone).toBe('danger');
    expect(notice(at(0.25))?.text).toMatch(/^Masa aktif berakhir dalam sehari, /);
    expect(notice(at(-1), undefined, true)).toEqual({
      tone: 'danger',
      text: 'Masa aktif sudah habis: tamu tidak dapat lagi membuka undangan ini.',
    });
  });
});
