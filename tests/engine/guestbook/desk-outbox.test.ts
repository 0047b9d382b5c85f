import { describe, expect, it } from 'vitest';
import { enqueue, type NewOutboxEntry, type OutboxEntry } from '../../../engine/guestbook/outbox';
import { mergeQueued } from '../../../engine/guestbook/venue-state';
import { AT, GUEST, venue } from './venue-fixture';

/** The desk's writes in the outbox (engine/guestbook/desk-outbox.ts): the newest of a thing replaces one queued. */

const envelope = (id: string, count: number, note: string | null = null): NewOutboxEntry => ({
  kind: 'envelope',
  id,
  payload: { guest_id: GUEST.siti, count, note },
  usher_name: 'Mbak Rina',
  recorded_at: AT,
});
const checkIn: NewOutboxEntry = {
  kind: 'check-in',
  id: 'c1',
  usher_name: 'Mbak Rina',
  payload: { id: 'c1', guest_id: GUEST.siti, pax: 2, checked_in_at: AT },
};
const checkOut = (id: string, at: string | null): NewOutboxEntry => ({
  kind: 'check-out',
  id,
  payload: { guest_id: GUEST.siti, check_in_id: 'c1', checked_out_at: at },
});
const queueOf = (entries: NewOutboxEntry[], inFlight: string | null = null) =>
  entries.reduce<OutboxEntry[]>((queue, entry) => {
    const result = enqueue(queue, entry, inFlight);
    if (!result.ok) throw new Error(result.reason);
    return result.queue;
  }, []);

describe('envelopes in the outbox', () => {
  it('keeps only the newest of a guest, shown with the total at once', () => {
    const queue = queueOf([envelope('e1', 1), envelope('e2', 2, 'dari Pak RT')]);
    expect(queue.map((entry) => entry.id)).toEqual(['e2']);
    const shown = mergeQueued(venue(), queue);
    expect(shown.guests.find((guest) => guest.id === GUEST.siti)?.envelope).toMatchObject({
      count: 2,
      note: 'dari Pak RT',
    });
    expect(shown.counts.envelopes).toBe(2);
    expect(mergeQueued(shown, queueOf([envelope('e3', 0)])).counts.envelopes).toBe(0);
  });

  it('never replaces the one being sent', () => {
    const first = queueOf([envelope('e1', 1)]);
    const result = enqueue(first, envelope('e2', 3), 'e1');
    expect(result.ok && result.queue.map((entry) => entry.id)).toEqual(['e1', 'e2']);
  });
});

describe('check-out in the outbox', () => {
  it('shows the guest gone and counted; taken back while queued, nothing is sent', () => {
    const queue = queueOf([checkIn, checkOut('o1', AT)]);
    const shown = mergeQueued(venue(), queue);
    expect(shown.guests.find((guest) => guest.id === GUEST.siti)?.check_in?.checked_out_at).toBe(AT);
    expect(shown.counts.checked_out).toBe(1);
    const back = enqueue(queue, checkOut('o2', null));
    expect(back.ok && back.queue.map((entry) => entry.id)).toEqual(['c1']);
    expect(back.ok && back.dropped).toEqual(['o1']);
  });

  it('goes with its check-in when that is undone before it was sent', () => {
    const queue = queueOf([checkIn, checkOut('o1', AT)]);
    const undone = enqueue(queue, { kind: 'undo', id: 'u1', check_in_id: 'c1', guest_id: GUEST.siti });
    expect(undone.ok && undone.queue).toEqual([]);
  });
});
