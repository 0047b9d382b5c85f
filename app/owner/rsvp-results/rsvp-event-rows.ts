import type { InvitationSummary } from '../../../schemas/responses/owner-invitations';

/** One event's answers as the RSVP results show them. */
export type RsvpEventRow = {
  id: string;
  label: string;
  isMain: boolean;
  attending: number;
  declining: number;
  /** Guests with no answer for this event: every guest but those attending or declining it. */
  unanswered: number;
  pax: number;
  /** The seats of every guest: the people invited to the event. */
  seatsInvited: number;
};

/**
 * Each event of the summary with its guests attending, declining and not answered, its people, and
 * the seats invited.
 */
export function rsvpEventRows(summary: InvitationSummary): RsvpEventRow[] {
  return summary.events.map((event) => ({
    id: event.id,
    label: event.label,
    isMain: event.is_main_event,
    attending: event.attending,
    declining: event.declining,
    unanswered: Math.max(0, summary.guests - event.attending - event.declining),
    pax: event.pax,
    seatsInvited: event.seats_invited,
  }));
}

/** The answers' colours: the dashboard's donut's, told apart by colour-blind eyes too. */
export const ANSWER_COLOURS = { attending: '#1f7a55', declining: '#c0541a', unanswered: '#8c8591' } as const;
