import { displayWhatsAppNumber } from '../../../engine/format/phone-number';
import type { InvitationSummary } from '../../../schemas/responses/owner-invitations';
import type { OwnerGuest } from '../../../schemas/responses/owner-guests';
import { Badge } from '../../ui/badge';
import { guestAnswers } from './guest-answers';
import { formatSentAt } from '../kit/sent-time';

export type GuestEvents = readonly Pick<InvitationSummary['events'][number], 'id' | 'label'>[];

/** A group's badge: one quiet colour for every group, so it reads as a label, not a status. */
const GROUP_COLOUR = '#4f5d7a';

export function GuestGroup({ group }: { group: string | null }) {
  return group ? <Badge color={GROUP_COLOUR}>{group}</Badge> : null;
}

/** The guest's number as people write it (+62 812-3456-7890), or a dash said as 'tanpa nomor'. */
export function GuestNumber({ number }: { number: string | null }) {
  if (!number) {
    return (
      <span className="guest-muted">
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">Tanpa nomor</span>
      </span>
    );
  }
  return <span className="guest-number">{displayWhatsAppNumber(number)}</span>;
}

/** The guest's answer per event ('Akad Nikah: Hadir · 3 orang'), one line when there is one event. */
export function GuestRsvp({ guest, events }: { guest: OwnerGuest; events: GuestEvents }) {
  const answers = guestAnswers(guest, events);
  if (answers.length === 1 && !answers[0]!.eventLabel) {
    const [answer] = answers;
    return <span className={`guest-answer guest-answer--${answer!.kind}`}>{answer!.text}</span>;
  }
  return (
    <ul className="guest-answers">
      {answers.map((answer) => (
        <li key={answer.eventId}>
          <span className="guest-answers__event">{answer.eventLabel}:</span>{' '}
          <span className={`guest-answer guest-answer--${answer.kind}`}>{answer.text}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Whether the personal link went out ('Terkirim 25 Nov 14.05' or 'Belum dikirim') and whether the
 * guest opened it (docs/product.md#link-opens): 'Dibuka 25 Nov 15.10 · 3 kali' (its first time and
 * how often) or 'Belum dibuka'.
 */
export function GuestLinkStatus({
  sentAt,
  opened,
}: {
  sentAt: string | null;
  opened?: { first_opened_at: string | null; open_count: number };
}) {
  return (
    <span className="guest-link-facts">
      {sentAt ? (
        <span className="guest-link-status guest-link-status--sent">
          Terkirim <time dateTime={sentAt}>{formatSentAt(sentAt)}</time>
        </span>
      ) : (
        <span className="guest-link-status">Belum dikirim</span>
      )}
      {opened &&
        (opened.first_opened_at ? (
          <span className="guest-link-status guest-link-status--opened">
            Dibuka <time dateTime={opened.first_opened_at}>{formatSentAt(opened.first_opened_at)}</time> ·{' '}
            {opened.open_count} kali
          </span>
        ) : (
          <span className="guest-link-status">Belum dibuka</span>
        ))}
    </span>
  );
}
