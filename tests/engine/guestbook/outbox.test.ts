import { describe, expect, it } from 'vitest';
import {
  enqueue,
  nextToSend,
  settle,
  waitingCheckIns,
  type NewOutboxEntry,
  type OutboxEntry,
} from '../../../engine/guestbook/outbox';
import { AT, GUEST } from './venue-fixture';

const checkIn = (id: string, guest_id: string, pax = 2): NewOutboxEntry => ({
  kind: 'check-in',
  id,
  usher_name: 'Mbak Rina',
  payload: { id, guest_id, pax, checked_in_at: AT },
});
const undo = (id: string, check_in_id: string, guest_id: string): NewOutboxEntry => ({
  kind: 'undo',
  id,
  check_in_id,
  guest_id,
});
const handout = (id: string, guest_id: string, souvenir_id = 'kipas'): NewOutboxEntry => ({
  kind: 'handout',
  id,
  payload: { id, guest_id, souvenir_id },
});
const walkIn = (id: string, guest_id: string): NewOutboxEntry => ({
  kind: 'walk-in',
  id,
  usher_name: 'Mbak Rina',
  payload: { id, guest_id, name: 'Tamu Dadakan', pax: 1, checked_in_at: AT },
});

/** Queues each entry in turn; fails the test when one is refused. */
function queued(...entries: NewOutboxEntry[]): OutboxEntry[] {
  return entries.reduce<OutboxEntry[]>((queue, entry) => {
    const result = enqueue(queue, entry);
    if (!result.ok) throw new Error(`refused ${entry.id}: ${result.reason}`);
    return result.queue;
  }, []);
}

describe('the outbox keeps writes in the order they were made', () => {
  it('sends the oldest first, whatever order the store hands them back in', () => {
    const queue = queued(checkIn('a', GUEST.siti), handout('b', GUEST.siti), checkIn('c', GUEST.hendra));
    expect(queue.map((entry) => entry.order)).toEqual([1, 2, 3]);
    expect(nextToSend([...queue].reverse())?.id).toBe('a');
    expect(nextToSend([])).toBeUndefined();
  });

  it('continues the order after writes have left', () => {
    const first = queued(checkIn('a', GUEST.siti), checkIn('b', GUEST.hendra));
    const { queue } = settle(first, 'a', { kind: 'done' });
    const result = enqueue(queue, checkIn('c', GUEST.dewi));
    expect(result.ok && result.added?.order).toBe(3);
  });
});

describe('an id names one write for good', () => {
  it('queuing the same write again changes nothing (a double tap, a retry)', () => {
    const queue = queued(checkIn('a', GUEST.siti));
    const again = enqueue(queue, checkIn('a', GUEST.siti));
    expect(again).toMatchObject({ ok: true, added: null });
    expect(again.queue).toHaveLength(1);
  });

  it('refuses another write under an id already queued', () => {
    const queue = queued(checkIn('a', GUEST.siti, 2));
    expect(enqueue(queue, checkIn('a', GUEST.siti, 3))).toMatchObject({ ok: false, reason: 'id-taken' });
    expect(enqueue(queue, handout('a', GUEST.siti))).toMatchObject({ ok: false, reason: 'id-taken' });
  });

  it('refuses a second check-in of a guest already waiting to be sent', () => {
    const queue = queued(checkIn('a', GUEST.siti));
    expect(enqueue(queue, checkIn('b', GUEST.siti))).toMatchObject({ ok: false, reason: 'already-queued' });
  });
});

describe('a check-in undone before it was sent', () => {
  it('cancels out with its undo: neither is sent', () => {
    const queue = queued(checkIn('a', GUEST.siti), checkIn('b', GUEST.hendra));
    const result = enqueue(queue, undo('u', 'a', GUEST.siti));
    expect(result).toMatchObject({ ok: true, added: null, dropped: ['a'] });
    expect(result.queue.map((entry) => entry.id)).toEqual(['b']);
  });

  it('keeps the souvenirs handed to an invited guest, and the guest may be checked in again', () => {
    const queue = queued(checkIn('a', GUEST.siti), handout('h', GUEST.siti), undo('u', 'a', GUEST.siti));
    expect(queue.map((entry) => entry.id)).toEqual(['h']);
    expect(enqueue(queue, checkIn('a2', GUEST.siti)).ok).toBe(true);
  });

  it('takes a walk-in away with what was handed to them', () => {
    const walkInGuest = '55555555-5555-4555-8555-555555555555';
    const queue = queued(walkIn('w', walkInGuest), handout('h', walkInGuest), handout('k', GUEST.siti));
    const result = enqueue(queue, undo('u', 'w', walkInGuest));
    expect(result.ok && result.dropped).toEqual(['w', 'h']);
    expect(result.queue.map((entry) => entry.id)).toEqual(['k']);
  });

  it('queues the undo of a check-in already sent, and then allows a new check-in of the guest', () => {
    const queue = queued(undo('u', 'stored-check-in', GUEST.siti), checkIn('b', GUEST.siti));
    expect(queue.map((entry) => entry.kind)).toEqual(['undo', 'check-in']);
  });
});

describe('what the server answered', () => {
  it('takes a stored write out of the queue', () => {
    const queue = queued(checkIn('a', GUEST.siti), checkIn('b', GUEST.hendra));
    expect(settle(queue, 'a', { kind: 'done' })).toEqual({ queue: [queue[1]], dropped: [] });
  });

  it("drops the undos of a check-in that lost to another device's (it never existed)", () => {
    // The undo was made while the check-in was on its way: it is queued, not cancelled out.
    const first = queued(checkIn('a', GUEST.siti));
    const result = enqueue(first, undo('u', 'a', GUEST.siti), 'a');
    expect(result).toMatchObject({ ok: true, dropped: [] });
    const sending = result.queue;
    expect(sending.map((entry) => entry.id)).toEqual(['a', 'u']);
    expect(settle(sending, 'a', { kind: 'already' })).toEqual({ queue: [], dropped: ['u'] });
    expect(settle(sending, 'a', { kind: 'refused' }).queue).toEqual([]);
    expect(settle(sending, 'a', { kind: 'done' }).queue.map((entry) => entry.id)).toEqual(['u']);
  });

  it('leaves the queue as it is for an id it does not hold', () => {
    const queue = queued(checkIn('a', GUEST.siti));
    expect(settle(queue, 'zzz', { kind: 'done' }).queue).toEqual(queue);
  });
});

it('counts the check-ins still waiting, walk-ins included, not undos or souvenirs', () => {
  const queue = queued(
    checkIn('a', GUEST.siti),
    walkIn('w', '55555555-5555-4555-8555-555555555555'),
    handout('h', GUEST.siti),
    undo('u', 'stored', GUEST.hendra),
  );
  expect(waitingCheckIns(queue)).toBe(2);
});
