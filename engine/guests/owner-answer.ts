import type { RsvpEntry } from '../../schemas/entities/rsvp-entry.schema';
import { RSVP_MESSAGES, seatsMessage } from '../../schemas/payloads/rsvp.payload';
import type { OwnerRsvpRequest } from '../../schemas/requests/owner-rsvp';

/**
 * The owner's form of a guest's answer (docs/product.md#owner-answers): per event attending, declining
 * or not said yet, and the people when attending, as typed.
 */
export type OwnerAnswerDraft = Record<string, { attending: boolean | null; pax: string }>;
export type OwnerAnswerErrors = Record<string, string>;

export const OWNER_ANSWER_MESSAGES = {
  nothing: 'Pilih hadir atau berhalangan untuk minimal satu acara',
  paxDigits: 'Jumlah tamu harus berupa angka',
} as const;

/** The form as the guest's answers stand: each event's answer, or none yet (one person when attending). */
export function ownerAnswerDraft(rsvp: readonly RsvpEntry[], eventIds: readonly string[]): OwnerAnswerDraft {
  return Object.fromEntries(
    eventIds.map((id) => {
      const entry = rsvp.find((e) => e.event_id === id);
      return [id, { attending: entry ? entry.is_attend : null, pax: String(entry?.is_attend ? entry.pax : 1) }];
    }),
  );
}

/**
 * What the form says before it is sent, by event id ('' for the form as a whole): the checks of the
 * server's schema and the guest's seats ('Undangan ini untuk 2 orang'), in the same words.
 */
export function ownerAnswerErrors(draft: OwnerAnswerDraft, seats: number | undefined): OwnerAnswerErrors {
  const errors: OwnerAnswerErrors = {};
  const answered = Object.entries(draft).filter(([, answer]) => answer.attending !== null);
  if (!answered.length) errors[''] = OWNER_ANSWER_MESSAGES.nothing;
  for (const [id, { attending, pax }] of answered) {
    if (!attending) continue;
    if (!/^\d+$/.test(pax.trim())) errors[id] = OWNER_ANSWER_MESSAGES.paxDigits;
    else if (Number(pax) < 1) errors[id] = RSVP_MESSAGES.noPax;
    else if (seats !== undefined && Number(pax) > seats) errors[id] = seatsMessage(seats);
  }
  return errors;
}

/** The body of PUT /v1/invitation/{id}/guest/{guestId}/rsvp: the events answered, in the form's order. */
export function ownerAnswerRequest(draft: OwnerAnswerDraft): OwnerRsvpRequest {
  return {
    events: Object.entries(draft).flatMap(([event_id, { attending, pax }]) =>
      attending === null ? [] : [{ event_id, is_attend: attending, pax: attending ? Number(pax) : 0 }],
    ),
  };
}

/** A server's field error (`events.1.pax`) as the form's: at its event, by id ('' for the rest). */
export function ownerAnswerFieldOf(field: string, request: OwnerRsvpRequest): string {
  const index = /^events\.(\d+)\./.exec(field)?.[1];
  return index === undefined ? '' : (request.events[Number(index)]?.event_id ?? '');
}
