import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../engine/guestbook/outbox';
import { unsentLine, unsentMessage, unsentWrites } from '../../../engine/guestbook/unsent-writes';
import { AT, GUEST, venue } from './venue-fixture';

/** A locked usher phone's unsent writes, as lines for the owner. */

const WALK_IN = '55555555-5555-4555-8555-555555555555';
const queue: OutboxEntry[] = [
  { kind: 'handout', id: 'h2', order: 4, payload: { id: 'h2', guest_id: GUEST.dewi, souvenir_id: 'kipas' } },
  {
    kind: 'check-in',
    id: 'c1',
    order: 1,
    usher_name: 'Mbak Rina',
    payload: { id: 'c1', guest_id: GUEST.hendra, pax: 4, checked_in_at: AT },
  },
  { kind: 'handout', id: 'h1', order: 2, payload: { id: 'h1', guest_id: GUEST.hendra, souvenir_id: 'cokelat' } },
  {
    kind: 'walk-in',
    id: 'w1',
    order: 3,
    usher_name: 'Mbak Rina',
    payload: { id: 'w1', guest_id: WALK_IN, name: 'Om Bambang', pax: 2, checked_in_at: AT },
  },
  { kind: 'undo', id: 'u1', order: 5, check_in_id: 'old', guest_id: GUEST.siti },
] as OutboxEntry[];

describe('unsentWrites', () => {
  it('lists the outbox in the order it was made, each arrival with its souvenirs', () => {
    const lines = unsentWrites(queue, venue()).map((line) => unsentLine(line, 'Asia/Jakarta'));
    expect(lines).toEqual([
      'Pak Hendra Wijaya · 4 orang · 18.05 · Suvenir: Cokelat',
      'Om Bambang (tanpa undangan) · 2 orang · 18.05',
      'Dewi Anggraini · Suvenir: Kipas',
      'Siti Rahmawati · check-in dibatalkan',
    ]);
  });

  it('still lists a write whose guest the device no longer knows', () => {
    const [line] = unsentWrites(queue.slice(1, 2), null);
    expect(unsentLine(line!, 'Asia/Jakarta')).toBe('Tamu · 4 orang · 18.05');
  });

  it('writes the owner a numbered message naming the usher and the wedding', () => {
    const lines = unsentWrites(queue.slice(1, 3), venue());
    expect(unsentMessage(lines, { usher: 'Mbak Rina', wedding: 'Raka & Ayu' }, 'Asia/Jakarta')).toBe(
      [
        'Check-in buku tamu Raka & Ayu yang belum terkirim (akses penerima tamu Mbak Rina sudah dicabut).',
        'Mohon dicatat oleh pemilik acara:',
        '1. Pak Hendra Wijaya · 4 orang · 18.05 · Suvenir: Cokelat',
      ].join('\n'),
    );
  });
});
