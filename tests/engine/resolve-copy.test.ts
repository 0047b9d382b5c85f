import { describe, expect, it } from 'vitest';
import { resolveCopy } from '../../engine/copy/resolve-copy';

describe('copy merging: schema defaults < manifest copy < owner settings', () => {
  it('uses the schema defaults when nobody says otherwise', () => {
    const copy = resolveCopy('rsvp', undefined, undefined);
    expect(copy.title).toBe('RSVP');
    expect(copy.description).toBe('Konfirmasi kehadiranmu di acara bahagia kami');
    expect(copy.labels).toMatchObject({
      attend: 'Akan Hadir',
      decline: 'Berhalangan Hadir',
      all_events: 'Hadir Pada Semua Acara',
    });
  });

  it("takes the manifest's copy over the defaults, label by label", () => {
    const copy = resolveCopy('gift', { title: 'Send Gift', labels: { physical: 'Send Gifts' } }, undefined);
    expect(copy.title).toBe('Send Gift');
    expect(copy.labels.physical).toBe('Send Gifts');
    expect(copy.labels.virtual).toBe('Transfer');
  });

  it("takes the owner's settings over the manifest", () => {
    const copy = resolveCopy(
      'gift',
      { title: 'Send Gift', description: '' },
      { title: 'Kado Pernikahan', labels: { virtual: 'Amplop Digital' } },
    );
    expect(copy.title).toBe('Kado Pernikahan');
    expect(copy.description).toBe('');
    expect(copy.labels.virtual).toBe('Amplop Digital');
  });

  it('ignores keys the section does not know, and null values', () => {
    const copy = resolveCopy('wish', { title: null, colour: 'red' } as never, { labels: { nonsense: 'x' } });
    expect(copy.title).toBe("Ucapan & Do'a");
    expect(copy).not.toHaveProperty('colour');
    expect(copy.labels).not.toHaveProperty('nonsense');
  });
});
