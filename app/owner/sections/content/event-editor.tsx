import { formatEventDate, formatEventTime } from '../../../../engine/format/event-time';
import { utcIsoOf, zoneOf } from '../../../../engine/format/zoned-date-time';
import type { InvitationEvent } from '../../../../schemas/entities/invitation-event.schema';
import { eventUpdateSchema, type EventUpdate } from '../../../../schemas/requests/content';
import { eventContentUi } from '../../../../schemas/requests/event.ui';
import { listCalls } from '../../../api/content-calls';
import { Badge } from '../../../ui/badge';
import type { ContentEditorProps } from '../content-editor';
import { ContentList } from './content-list';
import { MultipleEventSwitch } from './multiple-event-switch';
import './multiple-event-switch.css';

const eventCalls = listCalls<InvitationEvent, EventUpdate>('event');

/** The main event's badge colour: the dashboard's own. */
const MAIN_EVENT_COLOUR = '#8e3b52';

/** A new event starts in WIB, the zone most weddings are in. */
const NEW_EVENT = { extra: { timezone: 'WIB' } };

/**
 * "Sabtu, 12 Juni 2027, 08.00 – 10.00 WIB" in the event's own zone; an end on another day says its
 * day too, no end says nothing more.
 */
export function eventWhen(event: Pick<InvitationEvent, 'start_date' | 'end_date' | 'extra'>): string {
  const zone = zoneOf(event.extra?.timezone);
  const startDay = formatEventDate(event.start_date, zone);
  const start = `${startDay}, ${formatEventTime(event.start_date, zone)}`;
  if (!event.end_date) return `${start} ${zone}`;
  const endDay = formatEventDate(event.end_date, zone);
  const end =
    endDay === startDay ? formatEventTime(event.end_date, zone) : `${endDay}, ${formatEventTime(event.end_date, zone)}`;
  return `${start} – ${end} ${zone}`;
}

/**
 * The events as the preview can show them: the ones with a start (a new event joins once its start
 * is given), their times as the server stores them (UTC), so a typed event sorts among the saved.
 */
export function eventsForPreview(events: readonly InvitationEvent[]): InvitationEvent[] {
  return events.flatMap(({ end_date, ...event }) => {
    const start = utcIsoOf(event.start_date);
    const end = utcIsoOf(end_date);
    return start ? [{ ...event, start_date: start, ...(end && { end_date: end }) }] : [];
  });
}

/**
 * Acara: the invitation's events (akad, resepsi …), each with its day and time in its own time
 * zone, its place and its links. The server keeps them in time order, so they have no order of
 * their own to change; the form's dates go through the `dateTime` widget. Above them, with several
 * events, the switch of per-event answers.
 */
export function EventEditor({ invitationId, content, onDraft, onDirtyChange }: ContentEditorProps) {
  return (
    <>
      <MultipleEventSwitch invitationId={invitationId} savedEvents={content.events.length} />
      <ContentList<InvitationEvent>
        heading="Daftar acara"
        itemName="acara"
        emptyText="Belum ada acara. Tambahkan akad, resepsi atau acara lainnya."
        schema={eventUpdateSchema}
        uiSchema={eventContentUi}
        items={content.events}
        versions={content.versions}
        newItem={NEW_EVENT}
        summary={(event) => (
          <>
            <strong>
              {event.label} {event.is_main_event && <Badge color={MAIN_EVENT_COLOUR}>Acara utama</Badge>}
            </strong>
            {event.start_date && <small>{eventWhen(event)}</small>}
            {event.venue && <small>{event.venue}</small>}
          </>
        )}
        calls={eventCalls}
        invitationId={invitationId}
        onDraft={(events) => onDraft({ invitation: { invitation_event: eventsForPreview(events) } })}
        onDirtyChange={onDirtyChange}
      />
    </>
  );
}
