import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { givenAnswers } from '../../engine/content/rsvp-answers';
import { rsvpClosedAt, rsvpDeadlineText } from '../../engine/content/rsvp-deadline';
import { sampleInvitation } from '../../engine/demo/sample-invitation';
import { rsvpInputFrom, rsvpMachine, type RsvpInput } from '../../engine/machines/rsvp.machine';
import type { Guest } from '../../schemas/entities/guest.schema';
import type { InvitationEvent } from '../../schemas/entities/invitation-event.schema';
import type { RsvpPayload } from '../../schemas/payloads/rsvp.payload';
import { rsvpInputOf } from './rsvp-input-fixture';

/** The RSVP after the owner's deadline (docs/product.md#rsvp-deadline): closed, the answer given shown. */

const EVENTS: InvitationEvent[] = [
  { id: 'akad', label: 'Akad Nikah', start_date: '2027-03-20T01:00:00.000Z', venue: 'Masjid', address: 'Jl. A' },
  {
    id: 'resepsi',
    label: 'Resepsi',
    start_date: '2027-03-20T04:00:00.000Z',
    venue: 'Gedung',
    address: 'Jl. B',
    is_main_event: true,
    extra: { timezone: 'WITA' },
  },
];
const DEADLINE = '2027-03-10T15:59:00.000Z';
const ANSWERED: Guest = {
  id: 'guest-1',
  name: 'Budi',
  rsvp: [
    { event_id: 'akad', is_attend: true, pax: 2 },
    { event_id: 'resepsi', is_attend: false, pax: 0 },
  ],
};

const input = rsvpInputOf(EVENTS);

function start(overrides: Partial<RsvpInput>, save: (payload: RsvpPayload) => Promise<Guest>) {
  const saveRsvp = fromPromise<Guest, RsvpPayload>(({ input: payload }) => save(payload));
  return createActor(rsvpMachine.provide({ actors: { saveRsvp } }), { input: input(overrides) }).start();
}
const neverSaves = () => Promise.reject(new Error('not sent'));

describe('the deadline', () => {
  it('closes the RSVP from its moment on, and never without one', () => {
    const at = Date.parse(DEADLINE);
    expect(rsvpClosedAt(DEADLINE, at - 1)).toBe(false);
    expect(rsvpClosedAt(DEADLINE, at)).toBe(true);
    expect(rsvpClosedAt(null, at)).toBe(false);
    expect(rsvpClosedAt(undefined, at)).toBe(false);
  });

  it('reads in the main event’s time zone', () => {
    expect(rsvpDeadlineText(DEADLINE, EVENTS)).toBe('Rabu, 10 Maret 2027 pukul 23.59 WITA');
    expect(rsvpDeadlineText(DEADLINE, [])).toBe('Rabu, 10 Maret 2027 pukul 22.59 WIB');
    expect(rsvpDeadlineText(null, EVENTS)).toBe('');
  });

  it('reaches the machine from the page’s invitation, as of now', () => {
    const invitation = {
      ...sampleInvitation('floral-whimsy', Date.parse(DEADLINE)).invitation,
      rsvp_deadline: DEADLINE,
    };
    const at = Date.parse(DEADLINE);
    expect(rsvpInputFrom(invitation, null, at - 1)).toMatchObject({ closed: false, deadline: DEADLINE });
    expect(rsvpInputFrom(invitation, null, at + 1)).toMatchObject({ closed: true, deadline: DEADLINE });
    expect(rsvpInputFrom(sampleInvitation('floral-whimsy', Date.parse(DEADLINE)).invitation, null)).toMatchObject({
      closed: false,
      deadline: null,
    });
  });
});

describe('a closed RSVP', () => {
  it('shows the answer given, not the form, and cannot be changed', () => {
    const actor = start({ closed: true, guest: ANSWERED }, neverSaves);
    expect(actor.getSnapshot().matches('thankYou')).toBe(true);
    actor.send({ type: 'rsvp.edit' });
    expect(actor.getSnapshot().matches('thankYou')).toBe(true);
    expect(givenAnswers(ANSWERED, EVENTS, true)).toEqual([
      { eventId: 'akad', eventLabel: 'Akad Nikah', text: 'Hadir · 2 orang' },
      { eventId: 'resepsi', eventLabel: 'Resepsi', text: 'Berhalangan hadir' },
    ]);
  });

  it('keeps the QR code for a guest who attends', () => {
    const actor = start({ closed: true, guest: ANSWERED }, neverSaves);
    actor.send({ type: 'rsvp.qr.open' });
    expect(actor.getSnapshot().matches({ thankYou: 'qr' })).toBe(true);
  });

  it('gives no form to a guest who never answered, nor to an anonymous visitor', () => {
    for (const guest of [{ ...ANSWERED, rsvp: [] }, null]) {
      const actor = start({ closed: true, guest }, neverSaves);
      expect(actor.getSnapshot().matches('thankYou')).toBe(true);
      expect(givenAnswers(guest, EVENTS, true)).toEqual([]);
    }
  });

  it('closes when the server says the deadline passed while the page was open', async () => {
    const actor = start({ guest: { ...ANSWERED, rsvp: [] } }, () =>
      Promise.reject(new Error('Konfirmasi kehadiran sudah ditutup')),
    );
    actor.send({ type: 'rsvp.choose', attending: false });
    actor.send({ type: 'rsvp.submit' });
    const snapshot = await waitFor(actor, (state) => state.matches('thankYou'));
    expect(snapshot.context.closed).toBe(true);
    expect(snapshot.context.submitError).toBeNull();
  });

  it('without multiple events, names no event', () => {
    expect(givenAnswers({ rsvp: [{ event_id: 'resepsi', is_attend: true, pax: 3 }] }, EVENTS, false)).toEqual([
      { eventId: 'resepsi', eventLabel: null, text: 'Hadir · 3 orang' },
    ]);
  });
});
