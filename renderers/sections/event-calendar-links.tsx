import { useMemo } from 'react';
import { calendarEventOf } from '../../engine/calendar/calendar-event';
import { googleCalendarLinkOf } from '../../engine/calendar/google-calendar-link';
import { icsDataUrlOf, icsFileOf } from '../../engine/calendar/ics-file';
import type { InvitationEvent } from '../../schemas/entities/invitation-event.schema';
import { DownloadIcon } from '../shared/icons';

/** The two ways to save an event, in the guest's words. */
export const CALENDAR_LINK_TEXT = {
  ics: 'Unduh File Kalender (.ics)',
  google: 'Google Calendar',
  hint: 'File .ics terbuka di Kalender iPhone, Outlook dan aplikasi kalender lainnya.',
} as const;

/**
 * The event's calendar file (saved as it is from a `data:` address: nothing is sent anywhere, the
 * demo included) and its Google Calendar link, both written from one calendar entry. The invitation's
 * address in the entry leaves out the guest's code.
 */
export default function EventCalendarLinks({
  event,
  couple,
  madeAt,
}: {
  event: InvitationEvent;
  couple: string;
  /** When the guest asked for it, in milliseconds: the file's DTSTAMP. */
  madeAt: number;
}) {
  const links = useMemo(() => {
    const entry = calendarEventOf(event, {
      couple,
      pageUrl: `${window.location.origin}${window.location.pathname}`,
      host: window.location.hostname,
    });
    return (
      entry && {
        fileName: entry.fileName,
        ics: icsDataUrlOf(icsFileOf(entry, madeAt)),
        google: googleCalendarLinkOf(entry),
      }
    );
  }, [event, couple, madeAt]);
  if (!links) return null;
  return (
    <>
      <div className="event__calendar-links">
        <a className="button button--small" href={links.ics} download={links.fileName} type="text/calendar">
          <DownloadIcon size={16} /> {CALENDAR_LINK_TEXT.ics}
        </a>
        <a className="button button--small" href={links.google} target="_blank" rel="noreferrer">
          {CALENDAR_LINK_TEXT.google}
        </a>
      </div>
      <p className="event__calendar-hint">{CALENDAR_LINK_TEXT.hint}</p>
    </>
  );
}
