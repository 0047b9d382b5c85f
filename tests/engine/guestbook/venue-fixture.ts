import { GUESTBOOK_SETTINGS_DEFAULTS } from '../../../schemas/requests/guestbook';
import type { CheckIn, VenueGuest, VenueSnapshot } from '../../../schemas/responses/guestbook';
import { guestbookCountsOf } from '../../guestbook-counts-fixture';

/** A small venue snapshot for the guestbook's rules: four guests, a table, two souvenir kinds. */
export const GUEST = {
  siti: '11111111-1111-4111-8111-111111111111',
  hendra: '22222222-2222-4222-8222-222222222222',
  dewi: '33333333-3333-4333-8333-333333333333',
  andre: '44444444-4444-4444-8444-444444444444',
} as const;

/** A guest as the venue lists them: one person coming, two seats, no group or table, not yet in; `extra` says otherwise. */
export function venueGuestOf(id: string, name: string, extra: Partial<VenueGuest> = {}): VenueGuest {
  return {
    id,
    name,
    group: null,
    rsvp_pax: 1,
    attending: true,
    table_id: null,
    walk_in: false,
    vip: false,
    check_in: null,
    souvenir_ids: [],
    seats: 2,
    souvenir_handouts: [],
    envelope: null,
    ...extra,
  };
}

const guest = (id: string, name: string, group: string | null, rsvp_pax: number | null): VenueGuest =>
  venueGuestOf(id, name, {
    group,
    rsvp_pax,
    attending: rsvp_pax === null ? null : rsvp_pax > 0,
    table_id: id === GUEST.hendra ? 'meja-1' : null,
  });

export function venue(): VenueSnapshot {
  return {
    invitation: { id: 'undangan-1', slug: 'raka-dan-ayu', title: 'Raka & Ayu' },
    guests: [
      guest(GUEST.siti, 'Siti Rahmawati', 'Keluarga', 2),
      guest(GUEST.hendra, 'Pak Hendra Wijaya', 'Keluarga', 4),
      guest(GUEST.dewi, 'Dewi Anggraini', 'Teman Kuliah', 0),
      guest(GUEST.andre, 'André Sébastien', null, null),
    ],
    tables: [{ id: 'meja-1', name: 'Meja Melati', capacity: 8, guests: 1, seated: 4 }],
    souvenirs: [
      { id: 'kipas', name: 'Kipas', stock: 100, rule: 'per_guest', handed: 0, left: 100 },
      { id: 'cokelat', name: 'Cokelat', stock: 10, rule: 'per_person', handed: 0, left: 10 },
    ],
    counts: guestbookCountsOf({ guests: 4, expected_people: 6 }),
    settings: { ...GUESTBOOK_SETTINGS_DEFAULTS },
    seq: 7,
    viewer: { role: 'usher', name: 'Mbak Rina' },
  };
}

export const AT = '2026-11-21T11:05:00.000Z';

/** Pak Hendra's check-in at the door: inside since AT with three people, let in by `usher_name`. */
export const hendraInside = (usher_name: string, extra: Partial<CheckIn> = {}): CheckIn => ({
  id: 'c-hendra',
  seq: 8,
  guest_id: GUEST.hendra,
  guest_name: 'Pak Hendra Wijaya',
  table_name: 'Meja Melati',
  pax: 3,
  checked_in_at: AT,
  usher_name,
  undone: false,
  ...extra,
});
