import { describe, expect, it } from 'vitest';
import { enqueue, type NewOutboxEntry, type OutboxEntry } from '../../../engine/guestbook/outbox';
import {
  applyServerCheckIn,
  applyServerHandout,
  applyServerUndo,
  guestsWaiting,
  mergeQueued,
  rebase,
} from '../../../engine/guestbook/venue-state';
import type { CheckIn } from '../../../schemas/responses/guestbook';
import { AT, GUEST, venue } from './venue-fixture';

function queued(...entries: NewOutboxEntry[]): OutboxEntry[] {
  return entries.reduce<OutboxEntry[]>((queue, entry) => {
    const result = enqueue(queue, entry);
    if (!result.ok) throw new Error(result.reason);
    return result.queue;
  }, []);
}
const checkIn = (id: string, guest_id: string, pax: number): NewOutboxEntry => ({
  kind: 'check-in',
  id,
  usher_name: 'Mbak Rina',
  payload: { id, guest_id, pax, checked_in_at: AT },
});
const serverCheckIn = (over: Partial<CheckIn>): CheckIn => ({
  id: 'server-1',
  seq: 8,
  guest_id: GUEST.siti,
  guest_name: 'Siti Rahmawati',
  table_name: null,
  pax: 2,
  checked_in_at: AT,
  usher_name: 'Mas Joko',
  undone: false,
  ...over,
});
const guestIn = (state: ReturnType<typeof venue>, id: string) => state.guests.find((guest) => guest.id === id)!;

describe('queued writes on top of the server snapshot', () => {
  it('shows a check-in at once, with the table, the usher and the counts', () => {
    const state = mergeQueued(venue(), queued(checkIn('a', GUEST.hendra, 3)));
    expect(guestIn(state, GUEST.hendra).check_in).toMatchObject({
      id: 'a',
      seq: 0,
      pax: 3,
      table_name: 'Meja Melati',
      usher_name: 'Mbak Rina',
    });
    expect(state.counts).toMatchObject({ arrived: 1, people: 3 });
  });

  it('adds a walk-in to the list and to every count', () => {
    const walkInGuest = '55555555-5555-4555-8555-555555555555';
    const state = mergeQueued(
      venue(),
      queued({
        kind: 'walk-in',
        id: 'w',
        usher_name: 'Mbak Rina',
        payload: { id: 'w', guest_id: walkInGuest, name: 'Tamu Dadakan', group: 'Tetangga', pax: 2, checked_in_at: AT },
      }),
    );
    expect(guestIn(state, walkInGuest)).toMatchObject({ name: 'Tamu Dadakan', group: 'Tetangga', walk_in: true });
    expect(state.counts).toMatchObject({ guests: 5, walk_ins: 1, arrived: 1, people: 2 });
  });

  it('hands a per-person souvenir to everyone who came, and takes it from the stock', () => {
    const state = mergeQueued(
      venue(),
      queued(checkIn('a', GUEST.hendra, 4), {
        kind: 'handout',
        id: 'h',
        payload: { id: 'h', guest_id: GUEST.hendra, souvenir_id: 'cokelat' },
      }),
    );
    expect(state.souvenirs.find((souvenir) => souvenir.id === 'cokelat')).toMatchObject({ handed: 4, left: 6 });
    expect(guestIn(state, GUEST.hendra).souvenir_ids).toEqual(['cokelat']);
    expect(state.counts.souvenirs_handed).toBe(4);
  });

  it('undoes a stored check-in and gives its people back', () => {
    const base = applyServerCheckIn(venue(), serverCheckIn({}));
    const state = mergeQueued(base, queued({ kind: 'undo', id: 'u', check_in_id: 'server-1', guest_id: GUEST.siti }));
    expect(guestIn(state, GUEST.siti).check_in).toBeNull();
    expect(state.counts).toMatchObject({ arrived: 0, people: 0 });
  });

  it("leaves a guest someone else checked in first as the server has them (the server's version wins)", () => {
    const base = applyServerCheckIn(venue(), serverCheckIn({}));
    const state = mergeQueued(base, queued(checkIn('mine', GUEST.siti, 5)));
    expect(guestIn(state, GUEST.siti).check_in).toMatchObject({ id: 'server-1', usher_name: 'Mas Joko', pax: 2 });
    expect(state.counts).toMatchObject({ arrived: 1, people: 2 });
  });

  it('counts a check-in once when the websocket brings it before the answer to this device', () => {
    const queue = queued(checkIn('a', GUEST.siti, 2));
    const heard = applyServerCheckIn(venue(), serverCheckIn({ id: 'a', usher_name: 'Mbak Rina' }));
    expect(mergeQueued(heard, queue).counts).toMatchObject({ arrived: 1, people: 2 });
  });

  it('marks the guests with writes still waiting', () => {
    expect([...guestsWaiting(queued(checkIn('a', GUEST.siti, 1)))]).toEqual([GUEST.siti]);
  });
});

describe("the server's news", () => {
  it('takes the counts the server sent over the ones the device worked out', () => {
    const counts = {
      guests: 4,
      arrived: 3,
      expected_people: 6,
      people: 7,
      walk_ins: 0,
      souvenirs_handed: 2,
      code_flags: 0,
      envelopes: 0,
      checked_out: 0,
    };
    expect(applyServerCheckIn(venue(), serverCheckIn({}), counts).counts).toEqual(counts);
  });

  it("adds another device's walk-in the device did not know", () => {
    const state = applyServerCheckIn(venue(), serverCheckIn({ guest_id: 'baru', guest_name: 'Pak Lurah', pax: 3 }));
    expect(guestIn(state, 'baru')).toMatchObject({ name: 'Pak Lurah', walk_in: true });
    expect(state.counts).toMatchObject({ guests: 5, walk_ins: 1, arrived: 1, people: 3 });
  });

  it('clears a check-in the server says was undone, and only that one', () => {
    const base = applyServerCheckIn(venue(), serverCheckIn({}));
    expect(guestIn(applyServerCheckIn(base, serverCheckIn({ undone: true })), GUEST.siti).check_in).toBeNull();
    expect(
      guestIn(applyServerCheckIn(base, serverCheckIn({ id: 'other', undone: true })), GUEST.siti).check_in,
    ).not.toBeNull();
    expect(guestIn(applyServerUndo(base, GUEST.siti, 'server-1'), GUEST.siti).check_in).toBeNull();
    expect(applyServerUndo(base, GUEST.siti, 'nope')).toBe(base);
  });

  it('counts a stored handout with the quantity the server counted, once', () => {
    const handout = {
      id: 'h',
      souvenir_id: 'kipas',
      guest_id: GUEST.dewi,
      quantity: 1,
      usher_name: 'Mbak Rina',
      handed_at: AT,
    };
    const once = applyServerHandout(venue(), handout);
    expect(applyServerHandout(once, handout)).toBe(once);
    expect(once.souvenirs[0]).toMatchObject({ handed: 1, left: 99 });
  });

  it('keeps the check-ins the websocket brought while a fresh snapshot was on its way', () => {
    const fresh = { ...venue(), seq: 8 };
    const recent = [serverCheckIn({ seq: 8 }), serverCheckIn({ id: 'x', seq: 9, guest_id: GUEST.dewi, pax: 1 })];
    const state = rebase(fresh, recent);
    expect(state.seq).toBe(9);
    expect(guestIn(state, GUEST.siti).check_in).toBeNull();
    expect(guestIn(state, GUEST.dewi).check_in?.id).toBe('x');
  });
});
