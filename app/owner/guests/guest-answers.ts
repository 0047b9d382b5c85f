import type { InvitationSummary } from '../../../schemas/responses/owner-invitations';
import type { OwnerGuest } from '../../../schemas/responses/owner-guests';

type Event = Pick<InvitationSummary['events'][number], 'id' | 'label'>;

export type AnswerKind = 'attending' | 'declining' | 'unanswered';
/** One event's answer of a guest: its kind and how the list says it ('Hadir · 3 orang'). */
export type GuestAnswer = { eventId: string; eventLabel: string | null; kind: AnswerKind; text: string };

const number = new Intl.NumberFormat('id-ID');

function answerOf(entry: OwnerGuest['rsvp'][number] | undefined): Pick<GuestAnswer, 'kind' | 'text'> {
  if (!entry) return { kind: 'unanswered', text: 'Belum menjawab' };
  if (!entry.is_attend) return { kind: 'declining', text: 'Berhalangan' };
  return { kind: 'attending', text: `Hadir · ${number.format(entry.pax)} orang` };
}

/**
 * A guest's RSVP answer for each event of the invitation, named by the event's label when there
 * are several (one event needs no name). Without events, the guest's answer overall.
 */
export function guestAnswers(guest: Pick<OwnerGuest, 'rsvp'>, events: readonly Event[]): GuestAnswer[] {
  if (!events.length) {
    const attending = guest.rsvp.filter((entry) => entry.is_attend);
    const entry = attending.length
      ? { ...attending[0]!, pax: Math.max(...attending.map((a) => a.pax)) }
      : guest.rsvp[0];
    return [{ eventId: '', eventLabel: null, ...answerOf(entry) }];
  }
  return events.map((event) => ({
    eventId: event.id,
    eventLabel: events.length > 1 ? event.label : null,
    ...answerOf(guest.rsvp.find((entry) => entry.event_id === event.id)),
  }));
}
