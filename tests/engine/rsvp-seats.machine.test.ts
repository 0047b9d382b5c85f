import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { rsvpMachine, seatsOf, type RsvpInput } from '../../engine/machines/rsvp.machine';
import type { Guest } from '../../schemas/entities/guest.schema';
import type { InvitationEvent } from '../../schemas/entities/invitation-event.schema';
import type { RsvpPayload } from '../../schemas/payloads/rsvp.payload';

/** The RSVP machine and a guest's seats (docs/product.md#rsvp): the count never goes above them. */

const EVENTS: InvitationEvent[] = [
  { id: 'akad', label: 'Akad Nikah', start_date: '2027-03-20T01:00:00.000Z', venue: 'Masjid', address: 'Jl. A' },
  { id: 'resepsi', label: 'Resepsi', start_date: '2027-03-20T04:00:00.000Z', venue: 'Gedung', address: 'Jl. B' },
];

const guestWith = (seats: number | undefined, rsvp: Guest['rsvp'] = []): Guest => ({
  id: 'guest-1',
  name: 'Budi Santoso',
  rsvp,
  ...(seats !== undefined && { seats }),
});

function start(overrides: Partial<RsvpInput>) {
  const sent: RsvpPayload[] = [];
  const saveRsvp = fromPromise<Guest, RsvpPayload>(async ({ input }) => {
    sent.push(input);
    return guestWith(2, [{ event_id: 'akad', is_attend: true, pax: input.pax }]);
  });
  const input: RsvpInput = {
    invitationId: 'inv-1',
    useMultipleEvent: true,
    useGuestbook: false,
    events: EVENTS,
    guest: null,
    ...overrides,
  };
  const actor = createActor(rsvpMachine.provide({ actors: { saveRsvp } }), { input }).start();
  return { actor, sent };
}

const pax = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.pax;

describe('rsvp machine: the guest count stops at the seats', () => {
  it('plus stops at 2 for a guest with 2 seats', () => {
    const { actor } = start({ guest: guestWith(2) });
    expect(seatsOf(actor.getSnapshot().context)).toBe(2);
    actor.send({ type: 'rsvp.choose', attending: true });
    for (let i = 0; i < 5; i += 1) actor.send({ type: 'rsvp.pax.increment' });
    expect(pax(actor)).toBe(2);
  });

  it('takes a count typed above the seats as the seats, and one within them as typed', () => {
    const { actor } = start({ guest: guestWith(3) });
    actor.send({ type: 'rsvp.choose', attending: true });
    actor.send({ type: 'rsvp.pax.type', value: '9' });
    expect(pax(actor)).toBe(3);
    actor.send({ type: 'rsvp.pax.type', value: '1' });
    expect(pax(actor)).toBe(1);
    actor.send({ type: 'rsvp.pax.type', value: '25' });
    expect(pax(actor)).toBe(3);
  });

  it('has no limit for an anonymous visitor or a guest without seats (the demo)', () => {
    for (const guest of [null, guestWith(undefined)]) {
      const { actor } = start({ guest });
      expect(seatsOf(actor.getSnapshot().context)).toBeNull();
      actor.send({ type: 'rsvp.choose', attending: true });
      actor.send({ type: 'rsvp.pax.type', value: '9' });
      actor.send({ type: 'rsvp.pax.increment' });
      expect(pax(actor)).toBe(10);
    }
  });

  it('refuses to send an earlier answer above seats lowered since, saying the seats at the count', async () => {
    const earlier = [
      { event_id: 'akad', is_attend: true, pax: 5 },
      { event_id: 'resepsi', is_attend: false, pax: 0 },
    ];
    const { actor, sent } = start({ guest: guestWith(2, earlier) });
    actor.send({ type: 'rsvp.edit' });
    expect(actor.getSnapshot().context).toMatchObject({ choice: true, pax: 5 });
    actor.send({ type: 'rsvp.submit' });
    expect(actor.getSnapshot().context.paxError).toBe('Undangan ini untuk 2 orang');
    expect(sent).toEqual([]);

    actor.send({ type: 'rsvp.pax.decrement' });
    actor.send({ type: 'rsvp.pax.decrement' });
    actor.send({ type: 'rsvp.pax.decrement' });
    actor.send({ type: 'rsvp.submit' });
    await waitFor(actor, (state) => state.matches('thankYou'));
    expect(sent.map((payload) => payload.pax)).toEqual([2]);
  });
});
