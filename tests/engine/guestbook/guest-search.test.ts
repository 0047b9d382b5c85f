import { describe, expect, it } from 'vitest';
import { normaliseName, searchGuests } from '../../../engine/guestbook/guest-search';
import { venue } from './venue-fixture';

const names = (query: string) => searchGuests(venue().guests, query).map((guest) => guest.name);

describe('finding a guest by name at the door', () => {
  it('ignores case, accents, punctuation and extra spaces', () => {
    expect(normaliseName('  André   SÉBASTIEN, S.Kom ')).toBe('andre sebastien s kom');
    expect(names('andre')).toEqual(['André Sébastien']);
    expect(names('SÉBAST')).toEqual(['André Sébastien']);
    expect(names('sitì')).toEqual(['Siti Rahmawati']);
  });

  it('puts names that start with the query first, then names whose words start with its words', () => {
    const guests = [{ name: 'Dian Sastro' }, { name: 'Sastro Diansyah' }, { name: 'Ardian Putra' }];
    expect(searchGuests(guests, 'dian').map((guest) => guest.name)).toEqual([
      'Dian Sastro',
      'Sastro Diansyah',
      'Ardian Putra',
    ]);
  });

  it('needs every word of the query, in any order', () => {
    expect(names('wijaya hen')).toEqual(['Pak Hendra Wijaya']);
    expect(names('hendra siti')).toEqual([]);
  });

  it('finds no one for an empty query and keeps to the limit', () => {
    expect(names('   ')).toEqual([]);
    const many = Array.from({ length: 50 }, (_, index) => ({ name: `Tamu ${index}` }));
    expect(searchGuests(many, 'tamu', 10)).toHaveLength(10);
  });
});
