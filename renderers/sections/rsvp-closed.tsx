import { givenAnswers } from '../../engine/content/rsvp-answers';
import { rsvpDeadlineText } from '../../engine/content/rsvp-deadline';
import { useActorValue } from '../../engine/machines/use-actor-value';
import type { RsvpActor } from '../../engine/machines/rsvp.machine';
import { RSVP_CLOSED } from '../../schemas/payloads/rsvp-closed';

/** The closed form's own words (docs/product.md#rsvp-deadline). */
export const RSVP_CLOSED_TEXT = {
  closed: `${RSVP_CLOSED}.`,
  deadline: 'Batas konfirmasi',
  given: 'Jawabanmu',
  none: 'Kamu belum mengisi konfirmasi kehadiran.',
} as const;

/**
 * What the RSVP says once the owner's deadline has passed: that it is closed, the deadline, and the
 * answer the guest gave (per event when there are several); an anonymous visitor reads only the first two.
 */
export function RsvpClosedNote({ flow }: { flow: RsvpActor }) {
  const { guest, events, useMultipleEvent, deadline } = useActorValue(flow, (state) => state.context);
  const when = rsvpDeadlineText(deadline, events);
  const answers = givenAnswers(guest, events, useMultipleEvent);
  return (
    <div className="rsvp__closed">
      <p className="rsvp__closed-text">{RSVP_CLOSED_TEXT.closed}</p>
      {when ? (
        <p className="rsvp__closed-deadline">
          {RSVP_CLOSED_TEXT.deadline}: {when}
        </p>
      ) : null}
      {guest && answers.length === 0 ? <p className="rsvp__closed-answer">{RSVP_CLOSED_TEXT.none}</p> : null}
      {answers.length === 1 && !answers[0]!.eventLabel ? (
        <p className="rsvp__closed-answer">
          {RSVP_CLOSED_TEXT.given}: <strong>{answers[0]!.text}</strong>
        </p>
      ) : answers.length ? (
        <div className="rsvp__closed-answer">
          <p>{RSVP_CLOSED_TEXT.given}:</p>
          <ul className="rsvp__closed-list">
            {answers.map((answer) => (
              <li key={answer.eventId}>
                {answer.eventLabel ? `${answer.eventLabel}: ` : null}
                <strong>{answer.text}</strong>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
