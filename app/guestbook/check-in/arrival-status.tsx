import { checkInClock } from '../../../engine/guestbook/check-in-clock';
import {
  alreadyInsideText,
  CODE_USED_ADVICE,
  CODE_USED_TITLE,
  type Arrival,
} from '../../../engine/guestbook/door-check';
import type { CheckIn } from '../../../schemas/responses/guestbook';
import './door-check.css';

/** Each state's mark, title and lines. */
function wordsOf(arrival: Arrival, checkIn: CheckIn, waiting: boolean) {
  const people = `${checkIn.pax} orang`;
  const pending = waiting ? ' · menunggu dikirim' : '';
  switch (arrival) {
    case 'new':
      return {
        mark: '✓',
        title: `Check-in berhasil pukul ${checkInClock(checkIn.checked_in_at)}`,
        lines: [`${people} · oleh ${checkIn.usher_name}${pending}`],
      };
    case 'again':
      return { mark: '!', title: alreadyInsideText(checkIn), lines: [`${people}${pending}`] };
    case 'flagged':
      return {
        mark: '✕',
        title: CODE_USED_TITLE,
        lines: [`${alreadyInsideText(checkIn)} · ${people}`],
        advice: CODE_USED_ADVICE,
      };
  }
}

/**
 * The guest's arrival as the usher reads it: green only for a check-in made just now; amber for a
 * guest already inside (when, by whom, how many); red-amber for a single-use code used again, with
 * what to do.
 */
export function ArrivalStatus({ arrival, checkIn, waiting }: { arrival: Arrival; checkIn: CheckIn; waiting: boolean }) {
  const words = wordsOf(arrival, checkIn, waiting);
  return (
    <div className={`arrival arrival--${arrival}`} role={arrival === 'flagged' ? 'alert' : 'status'}>
      <span className="arrival__mark" aria-hidden="true">
        {words.mark}
      </span>
      <div>
        <p className="arrival__title">{words.title}</p>
        {words.lines.map((line) => (
          <p key={line} className="arrival__detail">
            {line}
          </p>
        ))}
        {words.advice && <p className="arrival__advice">{words.advice}</p>}
      </div>
    </div>
  );
}
