import type { ReactNode } from 'react';
import { couplePhoto } from '../../engine/content/couple-photo';
import { mainEvent } from '../../engine/content/main-event';
import { guestSeats } from '../../engine/content/rsvp-answers';
import { rsvpDeadlineText } from '../../engine/content/rsvp-deadline';
import { formatShortDate } from '../../engine/format/event-time';
import type { InvitationPage } from '../../schemas/invitation-page.schema';
import type { ThemeLayouts } from '../../schemas/theme-look';
import { CouplePicture } from '../shared/couple-picture';
import { Icon } from '../shared/icons';
import { RSVP_CLOSED_TEXT } from './rsvp-closed';

type Props = { layout: ThemeLayouts['rsvp']; page: InvitationPage; children: ReactNode };

const SeatIcon = () => (
  <Icon size={16}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
  </Icon>
);

/** letter: the guest's name as the addressee (none for an anonymous visitor), the flap above. */
function Letter({ page, children }: Omit<Props, 'layout'>) {
  return (
    <div className="rsvp__paper rsvp__paper--letter">
      <span className="rsvp__flap" aria-hidden="true" />
      {page.guest ? <p className="rsvp__addressee">{page.guest.name}</p> : null}
      {children}
    </div>
  );
}

/** ticket: a stub with the couple, the main event's date and the guest's seats; the form on its body. */
function Ticket({ page, children }: Omit<Props, 'layout'>) {
  const { groom, bride } = page.couple;
  const event = mainEvent(page.invitation.invitation_event);
  const seats = guestSeats(page.guest);
  return (
    <div className="rsvp__paper rsvp__paper--ticket">
      <div className="rsvp__stub" aria-hidden="true">
        <p className="rsvp__stub-names">
          {groom.person_nickname} &amp; {bride.person_nickname}
        </p>
        {event ? <p className="rsvp__stub-date">{formatShortDate(event.start_date, event.extra?.timezone)}</p> : null}
        {seats !== null ? (
          <p className="rsvp__stub-seats">
            <SeatIcon />
            {seats}
          </p>
        ) : null}
      </div>
      <div className="rsvp__body">{children}</div>
    </div>
  );
}

/** split: the couple's photo (or the theme's illustration) and the RSVP deadline large, then the form. */
function Split({ page, children }: Omit<Props, 'layout'>) {
  const deadline = rsvpDeadlineText(page.invitation.rsvp_deadline, page.invitation.invitation_event);
  return (
    <div className="rsvp__paper rsvp__paper--split">
      <CouplePicture className="rsvp__picture" photo={couplePhoto(page)} />
      <div className="rsvp__body">
        {deadline ? (
          <p className="rsvp__deadline">
            <span className="rsvp__deadline-label">{RSVP_CLOSED_TEXT.deadline}</span>
            <strong className="rsvp__deadline-date">{deadline}</strong>
          </p>
        ) : null}
        {children}
      </div>
    </div>
  );
}

/** stack: the form on the top card, two tilted cards under it. */
function Stack({ children }: Pick<Props, 'children'>) {
  return (
    <div className="rsvp__paper rsvp__paper--stack">
      <span className="rsvp__sheet" aria-hidden="true" />
      <span className="rsvp__sheet" aria-hidden="true" />
      <div className="rsvp__body">{children}</div>
    </div>
  );
}

/**
 * What the theme's RSVP layout (`layouts.rsvp`, docs/themes.md#layouts) puts around the form or the
 * thank-you view: the same form in every layout, only its paper and the parts beside it differ.
 */
export function RsvpPaper({ layout, page, children }: Props) {
  switch (layout) {
    case 'letter':
      return <Letter page={page}>{children}</Letter>;
    case 'ticket':
      return <Ticket page={page}>{children}</Ticket>;
    case 'split':
      return <Split page={page}>{children}</Split>;
    case 'stack':
      return <Stack>{children}</Stack>;
    default:
      return <>{children}</>;
  }
}
