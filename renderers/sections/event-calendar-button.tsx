import { useId, useState } from 'react';
import type { InvitationEvent } from '../../schemas/entities/invitation-event.schema';
import { CalendarIcon } from '../shared/icons';
import { LazyPart, LoadFailed } from '../shared/lazy-part';

/** The button's and the panel's own text (the event copy has no labels for them). */
export const EVENT_CALENDAR_TEXT = {
  open: 'Simpan ke Kalender',
  loading: 'Menyiapkan kalender…',
  failed: 'Pilihan kalender gagal dimuat. Periksa koneksi Anda.',
  retry: 'Coba Lagi',
} as const;

/** The calendar links (the .ics builder among them) in their own chunk, fetched at the first tap. */
const loadCalendarLinks = () => import('./event-calendar-links');

/**
 * 'Simpan ke Kalender' under an event: a tap opens, beneath it, the event's .ics file and its Google
 * Calendar link. Their code arrives with that tap, never with the page's first screen.
 */
export function EventCalendarButton({ event, couple }: { event: InvitationEvent; couple: string }) {
  // When the panel was opened (the file's DTSTAMP); null while it is closed.
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const open = openedAt !== null;
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpenedAt(open ? null : Date.now())}
      >
        <CalendarIcon size={18} /> {EVENT_CALENDAR_TEXT.open}
      </button>
      {open ? (
        <div className="event__calendar" id={panelId} role="group" aria-label={EVENT_CALENDAR_TEXT.open}>
          <LazyPart
            load={loadCalendarLinks}
            props={{ event, couple, madeAt: openedAt }}
            pending={
              <p className="event__calendar-status" aria-busy="true">
                {EVENT_CALENDAR_TEXT.loading}
              </p>
            }
            failed={(retry) => (
              <LoadFailed
                className="event__calendar-status"
                message={EVENT_CALENDAR_TEXT.failed}
                retryLabel={EVENT_CALENDAR_TEXT.retry}
                retry={retry}
              />
            )}
          />
        </div>
      ) : null}
    </>
  );
}
