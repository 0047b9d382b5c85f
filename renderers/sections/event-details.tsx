import type { InvitationEvent } from '../../schemas/entities/invitation-event.schema';
import type { SectionCopy } from '../../schemas/sections';
import { formatEventDate, formatEventTime } from '../../engine/format/event-time';
import { videoIdOf } from '../../engine/format/video-id';
import { VideoButton } from '../chrome/video-dialog';
import { CalendarIcon, ClockIcon, PlayIcon } from '../shared/icons';
import { MapsLink } from '../shared/maps-link';
import { EventCalendarButton } from './event-calendar-button';

type Props = {
  event: InvitationEvent;
  labels: SectionCopy<'event'>['labels'];
  /** The couple's names as the page shows them ("Raka & Ayu"), for the calendar entry. */
  couple: string;
};

/** One event's date, time, venue and links, shared by the event layouts. */
export function EventDetails({ event, labels, couple }: Props) {
  const zone = event.extra?.timezone ?? 'WIB';
  const end = event.end_date ? formatEventTime(event.end_date, zone) : labels.until_done;
  return (
    <>
      <h3 className="event__label">{event.label}</h3>
      <p className="event__line">
        <CalendarIcon size={18} /> {formatEventDate(event.start_date, zone)}
      </p>
      <p className="event__line">
        <ClockIcon size={18} /> {labels.time} {formatEventTime(event.start_date, zone)} – {end} {zone}
      </p>
      <p className="event__venue">{event.venue}</p>
      <p className="event__address">{event.address}</p>
      <div className="event__actions">
        <MapsLink url={event.maps_url} label={labels.open_maps} />
        {event.event_video_url && videoIdOf(event.event_video_url) ? (
          <VideoButton url={event.event_video_url} title={event.label} className="button button--ghost">
            <PlayIcon size={18} /> {labels.watch_live}
          </VideoButton>
        ) : event.event_video_url ? (
          // A stream elsewhere than YouTube (Instagram, Zoom ...) opens in its own tab.
          <a className="button button--ghost" href={event.event_video_url} target="_blank" rel="noreferrer">
            <PlayIcon size={18} /> {labels.watch_live}
          </a>
        ) : null}
        <EventCalendarButton event={event} couple={couple} />
      </div>
    </>
  );
}
