import type { Guest } from '../../schemas/entities/guest.schema';
import type { InvitationEvent } from '../../schemas/entities/invitation-event.schema';

/** One line of the answer a guest gave: the event (when there are several) and what they said. */
export type GivenAnswer = { eventId: string; eventLabel: string | null; text: string };

const said = (entry: Guest['rsvp'][number]) => (entry.is_attend ? `Hadir · ${entry.pax} orang` : 'Berhalangan hadir');

/**
 * The answer a guest gave, as their closed RSVP form shows it (docs/product.md#rsvp-deadline): one line
 * per answered event, named by its label when the invitation uses multiple events; none unanswered.
 */
export function givenAnswers(
  guest: Pick<Guest, 'rsvp'> | null,
  events: readonly Pick<InvitationEvent, 'id' | 'label'>[],
  useMultipleEvent: boolean,
): GivenAnswer[] {
  const entries = guest?.rsvp ?? [];
  if (!useMultipleEvent) {
    const entry = entries.find((e) => e.is_attend) ?? entries[0];
    return entry ? [{ eventId: entry.event_id, eventLabel: null, text: said(entry) }] : [];
  }
  return entries.map((entry) => ({
    eventId: entry.event_id,
    eventLabel: events.find((event) => event.id === entry.event_id)?.label ?? null,
    text: said(entry),
  }));
}

/** The most people a guest's answer may bring: their seats (null: no limit, an anonymous visitor). */
export const guestSeats = (guest: Pick<Guest, 'seats'> | null | undefined): number | null => guest?.seats ?? null;
