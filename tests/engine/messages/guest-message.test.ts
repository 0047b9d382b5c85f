import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MESSAGE_TEMPLATES,
  fillMessage,
  guestMessage,
  messageContextOf,
  NO_EVENT_DATE,
  NO_EVENT_NAME,
  templateOf,
  type MessageValues,
} from '../../../engine/messages/guest-message';
import { ANY_GUEST } from '../../../engine/format/share-caption';

const values: MessageValues = {
  guestName: 'Budi Santoso',
  couple: 'Raka & Ayu',
  date: 'Sabtu, 12 Juni 2027',
  events: 'Akad Nikah dan Resepsi',
  link: 'https://undangan.id/raka?to=abc',
};

describe('filling a message template (docs/product.md#sending)', () => {
  it('puts each placeholder in, every time it appears', () => {
    expect(fillMessage('{nama} | {pasangan} | {tanggal} | {acara} | {link} | {nama}', values)).toBe(
      'Budi Santoso | Raka & Ayu | Sabtu, 12 Juni 2027 | Akad Nikah dan Resepsi | https://undangan.id/raka?to=abc | Budi Santoso',
    );
  });

  it('fills in one pass: a name that reads like a placeholder stays a name; unknown braces stay', () => {
    expect(fillMessage('Halo {nama} {lain}', { ...values, guestName: '{link}' })).toBe('Halo {link} {lain}');
  });

  it('greets a guest without a name as anyone', () => {
    expect(fillMessage('Kepada {nama}', { ...values, guestName: '  ' })).toBe(`Kepada ${ANY_GUEST}`);
  });

  it('adds the link to an invitation or reminder whose template has none, never to a thank-you', () => {
    expect(guestMessage('invitation', { templates: { invitation: 'Datang ya {nama}' } }, values)).toBe(
      'Datang ya Budi Santoso\n\nhttps://undangan.id/raka?to=abc',
    );
    expect(guestMessage('reminder', { templates: { reminder: 'Sudah RSVP?' } }, values)).toBe(
      'Sudah RSVP?\n\nhttps://undangan.id/raka?to=abc',
    );
    expect(guestMessage('thank_you', { templates: { thank_you: 'Terima kasih {nama}' } }, values)).toBe(
      'Terima kasih Budi Santoso',
    );
  });

  it("uses the owner's template, else (for the invitation) their share caption, else the default", () => {
    expect(templateOf('reminder', { templates: { reminder: 'Ingat ya' } })).toBe('Ingat ya');
    expect(templateOf('invitation', { templates: { invitation: ' ' }, caption: 'Caption {nama}' })).toBe(
      'Caption {nama}',
    );
    expect(templateOf('reminder', { caption: 'Caption {nama}' })).toBe(DEFAULT_MESSAGE_TEMPLATES.reminder);
    expect(templateOf('thank_you', {})).toBe(DEFAULT_MESSAGE_TEMPLATES.thank_you);
  });

  it('fills the defaults so they name the guest, the couple, the day and the link', () => {
    for (const kind of ['invitation', 'reminder', 'thank_you'] as const) {
      const text = guestMessage(kind, {}, values);
      expect(text).toContain('Raka & Ayu');
      expect(text).toContain('Sabtu, 12 Juni 2027');
      expect(text).toContain('Budi Santoso');
      expect(text).toContain(values.link);
      expect(text).not.toMatch(/\{(nama|pasangan|tanggal|acara|link)\}/);
    }
  });
});

describe("the invitation's values", () => {
  const events = [
    {
      label: 'Resepsi',
      start_date: '2027-06-12T04:00:00.000Z',
      is_main_event: true,
      extra: { timezone: 'WITA' },
    },
    { label: 'Akad Nikah', start_date: '2027-06-12T01:00:00.000Z', is_main_event: false },
  ];

  it('names the couple, the main event day in its own time zone and the events in time order', () => {
    expect(messageContextOf({ groom: 'Raka', bride: 'Ayu' }, events)).toEqual({
      couple: 'Raka & Ayu',
      date: 'Sabtu, 12 Juni 2027',
      events: 'Akad Nikah dan Resepsi',
    });
  });

  it('reads a day late in UTC as the next day where the event is', () => {
    const late = [{ label: 'Resepsi', start_date: '2027-06-11T17:30:00.000Z', is_main_event: true }];
    expect(messageContextOf({ groom: 'Raka', bride: 'Ayu' }, late).date).toBe('Sabtu, 12 Juni 2027');
  });

  it('says something sensible before there is any event', () => {
    expect(messageContextOf({ groom: 'Raka', bride: '' }, [])).toEqual({
      couple: 'Raka',
      date: NO_EVENT_DATE,
      events: NO_EVENT_NAME,
    });
  });
});
