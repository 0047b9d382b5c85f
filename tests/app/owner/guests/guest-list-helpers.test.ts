import { describe, expect, it } from 'vitest';
import { guestAnswers } from '../../../../app/owner/guests/guest-answers';
import { listQueryOf, paramsFromView, viewFromParams } from '../../../../app/owner/guests/guest-list-params';
import { shownRange } from '../../../../app/owner/kit/guest-pager';
import { numberValueOf } from '../../../../app/owner/guests/whatsapp-number-widget';
import { formatSentAt } from '../../../../app/owner/kit/sent-time';
import { qrFileName } from '../../../../app/owner/guests/guest-qr-download';

const EVENTS = [
  { id: 'ev-1', label: 'Akad Nikah' },
  { id: 'ev-2', label: 'Resepsi' },
];

describe('the guest list address', () => {
  it('reads known filters, the order and the page; anything unknown reads as left out', () => {
    expect(viewFromParams(new URLSearchParams('q=+budi+&rsvp=attending&sent=x&sort=name&page=3'))).toEqual({
      q: 'budi',
      rsvp: 'attending',
      sent: '',
      opened: '',
      group: '',
      vip: '',
      sort: 'name',
      page: 3,
    });
    expect(viewFromParams(new URLSearchParams('page=-1&sort=bogus')).page).toBe(1);
    expect(viewFromParams(new URLSearchParams('sort=bogus')).sort).toBe('-created_at');
  });

  it('writes only what differs from the defaults, and asks the API for 25 a page', () => {
    const view = viewFromParams(new URLSearchParams('group=Keluarga&page=2'));
    expect(paramsFromView(view).toString()).toBe('group=Keluarga&page=2');
    expect(paramsFromView(viewFromParams(new URLSearchParams())).toString()).toBe('');
    expect(listQueryOf(view)).toEqual({ group: 'Keluarga', sort: '-created_at', page: 2, pageSize: 25 });
  });
});

describe("a guest's answers", () => {
  it('names each event when there are several, and brings the people attending', () => {
    const guest = { rsvp: [{ event_id: 'ev-2', is_attend: true, pax: 2 }] };
    expect(guestAnswers(guest, EVENTS).map((a) => `${a.eventLabel}: ${a.text}`)).toEqual([
      'Akad Nikah: Belum menjawab',
      'Resepsi: Hadir · 2 orang',
    ]);
    expect(guestAnswers({ rsvp: [{ event_id: 'ev-1', is_attend: false, pax: 0 }] }, EVENTS.slice(0, 1))).toEqual([
      { eventId: 'ev-1', eventLabel: null, kind: 'declining', text: 'Berhalangan' },
    ]);
  });
});

describe('the small formats of the list', () => {
  it('counts the guests shown in Indonesian', () => {
    expect(shownRange(1, 25, 25, 1234)).toBe('Menampilkan 1–25 dari 1.234 tamu');
    expect(shownRange(50, 25, 9, 1234)).toBe('Menampilkan 1.226–1.234 dari 1.234 tamu');
    expect(shownRange(1, 25, 0, 0)).toBe('Menampilkan 0 dari 0 tamu');
  });

  it('keeps a number readable as +62…, and what cannot be read as typed', () => {
    expect(numberValueOf('0812-3456-7890')).toBe('+6281234567890');
    expect(numberValueOf('62 812 3456 7890')).toBe('+6281234567890');
    expect(numberValueOf('12345')).toBe('12345');
    expect(numberValueOf('  ')).toBeUndefined();
  });

  it("says when a link went out, with the year only when it is not this year's", () => {
    const now = new Date('2026-12-01T00:00:00');
    expect(formatSentAt(new Date('2026-11-25T14:05:00').toISOString(), now)).toBe('25 Nov 14.05');
    expect(formatSentAt(new Date('2025-11-25T09:30:00').toISOString(), now)).toBe('25 Nov 2025 09.30');
  });

  it("names a guest's QR code after them", () => {
    expect(qrFileName('Budi Santoso')).toBe('qr-budi-santoso.png');
    expect(qrFileName('Élodie & Ñoño')).toBe('qr-elodie-nono.png');
    expect(qrFileName('!!!')).toBe('qr-tamu.png');
  });
});
