import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { rsvpInputFrom, rsvpMachine, type RsvpInput } from '../../engine/machines/rsvp.machine';
import { sampleInvitation } from '../../engine/demo/sample-invitation';
import type { Guest } from '../../schemas/entities/guest.schema';
import type { InvitationEvent } from '../../schemas/entities/invitation-event.schema';
import type { RsvpPayload } from '../../schemas/payloads/rsvp.payload';
import { rsvpInputOf } from './rsvp-input-fixture';

const EVENTS: InvitationEvent[] = [
  { id: 'akad', label: 'Akad Nikah', start_date: '2027-03-20T01:00:00.000Z', venue: 'Masjid', address: 'Jl. A' },
  { id: 'resepsi', label: 'Resepsi', start_date: '2027-03-20T04:00:00.000Z', venue: 'Gedung', address: 'Jl. B' },
];

const newGuest = (rsvp: Guest['rsvp'] = []): Guest => ({ id: 'guest-1', name: 'Budi Santoso', rsvp });

/** The form's answer before the guest picks anything: no choice, no event, nobody. */
const NOTHING_CHOSEN = { choice: null, selectedEventIds: [], pax: 0 };
/** No message under any field nor above the button. */
const NO_MESSAGES = { eventError: null, paxError: null, submitError: null };

const input = rsvpInputOf(EVENTS);

/** The machine with a fake saveRsvp that records payloads and answers with `answer(payload)`. */
function start(overrides: Partial<RsvpInput> = {}, answer?: (payload: RsvpPayload) => Promise<Guest>) {
  const received: RsvpPayload[] = [];
  const saveRsvp = fromPromise<Guest, RsvpPayload>(async ({ input: payload }) => {
    received.push(payload);
    if (answer) return answer(payload);
    return newGuest(
      payload.events.length > 0
        ? payload.events.map((e) => ({ event_id: e.event_id, is_attend: e.is_attend, pax: payload.pax }))
        : [{ event_id: 'akad', is_attend: payload.is_attend ?? false, pax: payload.pax }],
    );
  });
  const actor = createActor(rsvpMachine.provide({ actors: { saveRsvp } }), { input: input(overrides) }).start();
  return { actor, received };
}

describe('rsvp machine: where it starts', () => {
  it('shows the empty form to an anonymous visitor', () => {
    const { actor } = start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ form: 'editing' })).toBe(true);
    expect(snapshot.context).toMatchObject({ ...NOTHING_CHOSEN, ...NO_MESSAGES, submitted: false });
  });

  it('shows the form to a guest with no RSVP entries', () => {
    const { actor } = start({ guest: newGuest() });
    expect(actor.getSnapshot().matches('form')).toBe(true);
  });

  it('shows the thank-you view to a guest who already answered', () => {
    const { actor } = start({ guest: newGuest([{ event_id: 'akad', is_attend: false, pax: 0 }]) });
    expect(actor.getSnapshot().matches({ thankYou: 'idle' })).toBe(true);
  });

  it('prefills from the entries with multiple events: attending, the attended events, the first pax', () => {
    const guest = newGuest([
      { event_id: 'akad', is_attend: true, pax: 3 },
      { event_id: 'resepsi', is_attend: true, pax: 2 },
    ]);
    const { actor } = start({ guest });
    expect(actor.getSnapshot().context).toMatchObject({ choice: true, selectedEventIds: ['akad', 'resepsi'], pax: 3 });
  });

  it('takes the guest count from the first attended event, not from a declined one before it', () => {
    const guest = newGuest([
      { event_id: 'akad', is_attend: false, pax: 0 },
      { event_id: 'resepsi', is_attend: true, pax: 2 },
    ]);
    const { actor } = start({ guest });
    expect(actor.getSnapshot().context).toMatchObject({ choice: true, selectedEventIds: ['resepsi'], pax: 2 });
  });

  it('prefills declining when no entry attends', () => {
    const guest = newGuest([
      { event_id: 'akad', is_attend: false, pax: 0 },
      { event_id: 'resepsi', is_attend: false, pax: 0 },
    ]);
    const { actor } = start({ guest });
    expect(actor.getSnapshot().context).toMatchObject({ choice: false, selectedEventIds: [], pax: 0 });
  });

  it('does not prefill without multiple events', () => {
    const guest = newGuest([{ event_id: 'akad', is_attend: true, pax: 2 }]);
    const { actor } = start({ guest, useMultipleEvent: false });
    expect(actor.getSnapshot().context).toMatchObject(NOTHING_CHOSEN);
  });

  it('takes its input from an invitation page: parent_id first, then id', () => {
    const page = sampleInvitation('floral-whimsy', Date.parse('2026-11-21T03:00:00.000Z'));
    expect(rsvpInputFrom(page.invitation, null)).toEqual({
      invitationId: 'demo',
      useMultipleEvent: true,
      useGuestbook: true,
      events: page.invitation.invitation_event,
      guest: null,
      // No RSVP deadline on the sample: open (docs/product.md#rsvp-deadline).
      closed: false,
      deadline: null,
    });
    expect(rsvpInputFrom({ ...page.invitation, parent_id: 'parent-7' }, null).invitationId).toBe('parent-7');
  });
});

describe('rsvp machine: the form', () => {
  it('chooses attending, declining, and back', () => {
    const { actor } = start();
    actor.send({ type: 'rsvp.choose', attending: true });
    expect(actor.getSnapshot().context.choice).toBe(true);
    actor.send({ type: 'rsvp.choose', attending: false });
    expect(actor.getSnapshot().context.choice).toBe(false);
    actor.send({ type: 'rsvp.choose', attending: true });
    expect(actor.getSnapshot().context.choice).toBe(true);
  });

  it('toggles one event on and off', () => {
    const { actor } = start();
    actor.send({ type: 'rsvp.event.toggle', eventId: 'resepsi' });
    expect(actor.getSnapshot().context.selectedEventIds).toEqual(['resepsi']);
    actor.send({ type: 'rsvp.event.toggle', eventId: 'akad' });
    expect(actor.getSnapshot().context.selectedEventIds).toEqual(['resepsi', 'akad']);
    actor.send({ type: 'rsvp.event.toggle', eventId: 'resepsi' });
    expect(actor.getSnapshot().context.selectedEventIds).toEqual(['akad']);
  });

  it("'Hadir Pada Semua Acara' selects every event, then clears them all", () => {
    const { actor } = start();
    actor.send({ type: 'rsvp.event.toggle', eventId: 'akad' });
    actor.send({ type: 'rsvp.event.toggleAll' });
    expect(actor.getSnapshot().context.selectedEventIds).toEqual(['akad', 'resepsi']);
    actor.send({ type: 'rsvp.event.toggleAll' });
    expect(actor.getSnapshot().context.selectedEventIds).toEqual([]);
  });

  it('minus never goes below 0; plus has no upper bound', () => {
    const { actor } = start();
    actor.send({ type: 'rsvp.pax.decrement' });
    expect(actor.getSnapshot().context.pax).toBe(0);
    for (let i = 0; i < 120; i++) actor.send({ type: 'rsvp.pax.increment' });
    expect(actor.getSnapshot().context.pax).toBe(120);
    actor.send({ type: 'rsvp.pax.decrement' });
    expect(actor.getSnapshot().context.pax).toBe(119);
  });

  it('typed guest counts: digits only, anything else ignored, empty is 0', () => {
    const { actor } = start();
    actor.send({ type: 'rsvp.pax.type', value: '12' });
    expect(actor.getSnapshot().context.pax).toBe(12);
    for (const value of ['1a', '-3', '2.5', ' 4', 'abc', '+1']) {
      actor.send({ type: 'rsvp.pax.type', value });
      expect(actor.getSnapshot().context.pax).toBe(12);
    }
    actor.send({ type: 'rsvp.pax.type', value: '' });
    expect(actor.getSnapshot().context.pax).toBe(0);
    actor.send({ type: 'rsvp.pax.type', value: '007' });
    expect(actor.getSnapshot().context.pax).toBe(7);
  });

  it('ignores submit until attendance is chosen', () => {
    const { actor, received } = start({ guest: newGuest() });
    actor.send({ type: 'rsvp.submit' });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'rsvp.submit' })).toBe(false);
    expect(received).toEqual([]);
    actor.send({ type: 'rsvp.choose', attending: false });
    expect(actor.getSnapshot().can({ type: 'rsvp.submit' })).toBe(true);
  });
});

describe('rsvp machine: checks (multiple events only)', () => {
  it("attending with no event: 'Minimal hadir di salah satu event ya', cleared by choosing an event", () => {
    const { actor } = start();
    actor.send({ type: 'rsvp.choose', attending: true });
    actor.send({ type: 'rsvp.pax.increment' });
    actor.send({ type: 'rsvp.submit' });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.eventError).toBe('Minimal hadir di salah satu event ya');
    expect(actor.getSnapshot().context.paxError).toBeNull();
    actor.send({ type: 'rsvp.event.toggle', eventId: 'akad' });
    expect(actor.getSnapshot().context.eventError).toBeNull();
  });

  it("'Hadir Pada Semua Acara' clears the event message too", () => {
    const { actor } = start();
    actor.send({ type: 'rsvp.choose', attending: true });
    actor.send({ type: 'rsvp.submit' });
    expect(actor.getSnapshot().context.eventError).toBe('Minimal hadir di salah satu event ya');
    actor.send({ type: 'rsvp.event.toggleAll' });
    expect(actor.getSnapshot().context.eventError).toBeNull();
  });

  it("attending with 0 people: 'Minimal hadir satu orang ya', cleared by plus (not by minus or typing)", () => {
    const { actor } = start();
    actor.send({ type: 'rsvp.choose', attending: true });
    actor.send({ type: 'rsvp.event.toggle', eventId: 'akad' });
    actor.send({ type: 'rsvp.submit' });
    expect(actor.getSnapshot().context.paxError).toBe('Minimal hadir satu orang ya');
    expect(actor.getSnapshot().context.eventError).toBeNull();
    actor.send({ type: 'rsvp.pax.decrement' });
    actor.send({ type: 'rsvp.pax.type', value: '3' });
    expect(actor.getSnapshot().context.paxError).toBe('Minimal hadir satu orang ya');
    actor.send({ type: 'rsvp.pax.increment' });
    expect(actor.getSnapshot().context.paxError).toBeNull();
  });

  it('gives both messages at once', () => {
    const { actor } = start({ guest: newGuest() });
    actor.send({ type: 'rsvp.choose', attending: true });
    actor.send({ type: 'rsvp.submit' });
    expect(actor.getSnapshot().context).toMatchObject({
      eventError: 'Minimal hadir di salah satu event ya',
      paxError: 'Minimal hadir satu orang ya',
    });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
  });

  it('checks nothing when declining', async () => {
    const { actor, received } = start({ guest: newGuest() });
    actor.send({ type: 'rsvp.choose', attending: false });
    actor.send({ type: 'rsvp.submit' });
    await waitFor(actor, (s) => s.matches('thankYou'));
    expect(received).toHaveLength(1);
  });

  it('checks nothing without multiple events (attending with 0 people is sent)', async () => {
    const { actor, received } = start({ guest: newGuest(), useMultipleEvent: false });
    actor.send({ type: 'rsvp.choose', attending: true });
    actor.send({ type: 'rsvp.submit' });
    await waitFor(actor, (s) => s.matches('thankYou'));
    expect(received[0]).toMatchObject({ is_attend: true, pax: 0 });
    expect(actor.getSnapshot().context.eventError).toBeNull();
    expect(actor.getSnapshot().context.paxError).toBeNull();
  });
});

describe('rsvp machine: submitting', () => {
  it('an anonymous visitor: marks the RSVP done locally, sends nothing, keeps the answer', () => {
    const { actor, received } = start();
    actor.send({ type: 'rsvp.choose', attending: true });
    actor.send({ type: 'rsvp.event.toggle', eventId: 'akad' });
    actor.send({ type: 'rsvp.pax.increment' });
    actor.send({ type: 'rsvp.submit' });
    expect(actor.getSnapshot().matches({ thankYou: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ submitted: true, choice: true, pax: 1 });
    expect(received).toEqual([]);
    expect(actor.getSnapshot().can({ type: 'rsvp.qr.open' })).toBe(false);
    actor.send({ type: 'rsvp.edit' });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ choice: true, selectedEventIds: ['akad'], pax: 1 });
  });

  it('a guest with multiple events: every event with is_attend, no top-level is_attend', async () => {
    const { actor, received } = start({ guest: newGuest() });
    actor.send({ type: 'rsvp.choose', attending: true });
    actor.send({ type: 'rsvp.event.toggle', eventId: 'resepsi' });
    actor.send({ type: 'rsvp.pax.increment' });
    actor.send({ type: 'rsvp.pax.increment' });
    actor.send({ type: 'rsvp.submit' });
    expect(actor.getSnapshot().matches({ form: 'submitting' })).toBe(true);
    await waitFor(actor, (s) => s.matches('thankYou'));
    expect(received).toEqual([
      {
        invitation_id: 'inv-1',
        guest_id: 'guest-1',
        use_multiple_event: true,
        pax: 2,
        events: [
          { event_id: 'akad', is_attend: false },
          { event_id: 'resepsi', is_attend: true },
        ],
      },
    ]);
  });

  it('a guest declining several events: every event not attended, nobody coming', async () => {
    const guest = newGuest([{ event_id: 'akad', is_attend: true, pax: 3 }]);
    const { actor, received } = start({ guest });
    actor.send({ type: 'rsvp.edit' });
    actor.send({ type: 'rsvp.choose', attending: false });
    actor.send({ type: 'rsvp.submit' });
    await waitFor(actor, (s) => s.matches('thankYou'));
    expect(received[0]).toEqual({
      invitation_id: 'inv-1',
      guest_id: 'guest-1',
      use_multiple_event: true,
      pax: 0,
      events: [
        { event_id: 'akad', is_attend: false },
        { event_id: 'resepsi', is_attend: false },
      ],
    });
  });

  it('a guest without multiple events: top-level is_attend and no events', async () => {
    const { actor, received } = start({ guest: newGuest(), useMultipleEvent: false });
    actor.send({ type: 'rsvp.choose', attending: true });
    actor.send({ type: 'rsvp.pax.type', value: '4' });
    actor.send({ type: 'rsvp.submit' });
    await waitFor(actor, (s) => s.matches('thankYou'));
    expect(received).toEqual([
      { invitation_id: 'inv-1', guest_id: 'guest-1', use_multiple_event: false, is_attend: true, pax: 4, events: [] },
    ]);
  });

  it('declining without multiple events sends is_attend false', async () => {
    const { actor, received } = start({ guest: newGuest(), useMultipleEvent: false });
    actor.send({ type: 'rsvp.choose', attending: false });
    actor.send({ type: 'rsvp.submit' });
    await waitFor(actor, (s) => s.matches('thankYou'));
    expect(received[0]).toMatchObject({ use_multiple_event: false, is_attend: false, pax: 0, events: [] });
  });

  it('on success stores the refreshed guest and resets choice, events and pax', async () => {
    const saved = newGuest([
      { event_id: 'akad', is_attend: true, pax: 2 },
      { event_id: 'resepsi', is_attend: true, pax: 2 },
    ]);
    const { actor } = start({ guest: newGuest() }, async () => saved);
    actor.send({ type: 'rsvp.choose', attending: true });
    actor.send({ type: 'rsvp.event.toggleAll' });
    actor.send({ type: 'rsvp.pax.type', value: '2' });
    actor.send({ type: 'rsvp.submit' });
    await waitFor(actor, (s) => s.matches({ thankYou: 'idle' }));
    expect(actor.getSnapshot().context).toMatchObject({
      guest: saved,
      ...NOTHING_CHOSEN,
      submitted: true,
      submitError: null,
    });
  });

  it("'Ubah' re-opens the form prefilled from the refreshed guest", async () => {
    const saved = newGuest([
      { event_id: 'akad', is_attend: true, pax: 2 },
      { event_id: 'resepsi', is_attend: false, pax: 2 },
    ]);
    const { actor } = start({ guest: newGuest() }, async () => saved);
    actor.send({ type: 'rsvp.choose', attending: true });
    actor.send({ type: 'rsvp.event.toggle', eventId: 'akad' });
    actor.send({ type: 'rsvp.pax.type', value: '2' });
    actor.send({ type: 'rsvp.submit' });
    await waitFor(actor, (s) => s.matches('thankYou'));
    actor.send({ type: 'rsvp.edit' });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ choice: true, selectedEventIds: ['akad'], pax: 2 });
  });

  it("'Ubah' takes the guest count from the attended event when the first one was declined", async () => {
    const saved = newGuest([
      { event_id: 'akad', is_attend: false, pax: 0 },
      { event_id: 'resepsi', is_attend: true, pax: 4 },
    ]);
    const { actor } = start({ guest: newGuest() }, async () => saved);
    actor.send({ type: 'rsvp.choose', attending: true });
    actor.send({ type: 'rsvp.event.toggle', eventId: 'resepsi' });
    actor.send({ type: 'rsvp.pax.type', value: '4' });
    actor.send({ type: 'rsvp.submit' });
    await waitFor(actor, (s) => s.matches('thankYou'));
    actor.send({ type: 'rsvp.edit' });
    expect(actor.getSnapshot().context).toMatchObject({ choice: true, selectedEventIds: ['resepsi'], pax: 4 });
  });

  it('on failure shows the error message and stays on the form; a new submit clears it', async () => {
    let fail = true;
    const { actor, received } = start({ guest: newGuest(), useMultipleEvent: false }, async (payload) => {
      if (fail) throw new Error('Server sedang sibuk');
      return newGuest([{ event_id: 'akad', is_attend: payload.is_attend ?? false, pax: payload.pax }]);
    });
    actor.send({ type: 'rsvp.choose', attending: false });
    actor.send({ type: 'rsvp.submit' });
    await waitFor(actor, (s) => s.context.submitError !== null);
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ submitError: 'Server sedang sibuk', choice: false });
    fail = false;
    actor.send({ type: 'rsvp.submit' });
    expect(actor.getSnapshot().context.submitError).toBeNull();
    await waitFor(actor, (s) => s.matches('thankYou'));
    expect(received).toHaveLength(2);
  });

  it('on a failure without a message shows the Indonesian fallback', async () => {
    const { actor } = start({ guest: newGuest(), useMultipleEvent: false }, async () => {
      throw 'boom';
    });
    actor.send({ type: 'rsvp.choose', attending: true });
    actor.send({ type: 'rsvp.submit' });
    await waitFor(actor, (s) => s.context.submitError !== null);
    expect(actor.getSnapshot().context.submitError).toBe('Konfirmasi gagal dikirim. Coba lagi.');
  });

  it('ignores form events while sending', async () => {
    let release: (guest: Guest) => void = () => {};
    const { actor } = start(
      { guest: newGuest(), useMultipleEvent: false },
      () => new Promise<Guest>((resolve) => (release = resolve)),
    );
    actor.send({ type: 'rsvp.choose', attending: true });
    actor.send({ type: 'rsvp.submit' });
    actor.send({ type: 'rsvp.choose', attending: false });
    actor.send({ type: 'rsvp.pax.increment' });
    actor.send({ type: 'rsvp.submit' });
    expect(actor.getSnapshot().context).toMatchObject({ choice: true, pax: 0 });
    release(newGuest([{ event_id: 'akad', is_attend: true, pax: 0 }]));
    await waitFor(actor, (s) => s.matches('thankYou'));
  });

  it("sends nothing the payload schema (the server's check) would refuse", () => {
    const { actor, received } = start({ guest: newGuest(), useMultipleEvent: false, invitationId: ' ' });
    actor.send({ type: 'rsvp.choose', attending: true });
    actor.send({ type: 'rsvp.submit' });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.submitError).toEqual(expect.any(String));
    expect(received).toEqual([]);
  });

  it('fails loudly when the app did not provide saveRsvp', async () => {
    const actor = createActor(rsvpMachine, { input: input({ guest: newGuest(), useMultipleEvent: false }) }).start();
    actor.send({ type: 'rsvp.choose', attending: true });
    actor.send({ type: 'rsvp.submit' });
    await waitFor(actor, (s) => s.context.submitError !== null);
    expect(actor.getSnapshot().context.submitError).toBe('saveRsvp is not provided');
  });
});

describe('rsvp machine: thank-you view and QR code', () => {
  const attending = newGuest([
    { event_id: 'akad', is_attend: false, pax: 1 },
    { event_id: 'resepsi', is_attend: true, pax: 1 },
  ]);

  it('opens and closes the QR dialog for an attending guest with the guestbook', () => {
    const { actor } = start({ guest: attending });
    expect(actor.getSnapshot().can({ type: 'rsvp.qr.open' })).toBe(true);
    actor.send({ type: 'rsvp.qr.open' });
    expect(actor.getSnapshot().matches({ thankYou: 'qr' })).toBe(true);
    actor.send({ type: 'rsvp.edit' });
    expect(actor.getSnapshot().matches({ thankYou: 'qr' })).toBe(true);
    actor.send({ type: 'rsvp.qr.close' });
    expect(actor.getSnapshot().matches({ thankYou: 'idle' })).toBe(true);
  });

  it('offers no QR code without the guestbook', () => {
    const { actor } = start({ guest: attending, useGuestbook: false });
    actor.send({ type: 'rsvp.qr.open' });
    expect(actor.getSnapshot().matches({ thankYou: 'idle' })).toBe(true);
  });

  it('offers no QR code when no entry attends', () => {
    const { actor } = start({ guest: newGuest([{ event_id: 'akad', is_attend: false, pax: 0 }]) });
    expect(actor.getSnapshot().can({ type: 'rsvp.qr.open' })).toBe(false);
    actor.send({ type: 'rsvp.qr.open' });
    expect(actor.getSnapshot().matches({ thankYou: 'idle' })).toBe(true);
  });

  it('offers the QR code after saving an attending answer', async () => {
    const { actor } = start({ guest: newGuest() });
    actor.send({ type: 'rsvp.choose', attending: true });
    actor.send({ type: 'rsvp.event.toggle', eventId: 'akad' });
    actor.send({ type: 'rsvp.pax.increment' });
    actor.send({ type: 'rsvp.submit' });
    await waitFor(actor, (s) => s.matches('thankYou'));
    expect(actor.getSnapshot().can({ type: 'rsvp.qr.open' })).toBe(true);
  });

  it("'Ubah' re-opens the prefilled form", () => {
    const { actor } = start({ guest: attending });
    actor.send({ type: 'rsvp.edit' });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ choice: true, selectedEventIds: ['resepsi'], pax: 1 });
  });
});
