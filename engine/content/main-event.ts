import type { InvitationEvent } from '../../schemas/entities/invitation-event.schema';
import { compareText } from '../format/compare-text';

/**
 * Events in time order: their start instants as the server stores them (UTC, one format) compare as
 * text. Compared by code unit, not `localeCompare`, whose collator would load the browser's locale
 * data before the guest's first tap (docs/performance.md).
 */
export function eventsInOrder<E extends Pick<InvitationEvent, 'start_date'>>(events: readonly E[] = []): E[] {
  return [...events].sort((a, b) => compareText(a.start_date, b.start_date));
}

/** The event marked main, else the first in time; what the opening date and countdown point at. */
export function mainEvent<E extends Pick<InvitationEvent, 'start_date' | 'is_main_event'>>(
  events: readonly E[] = [],
): E | undefined {
  return events.find((e) => e.is_main_event) ?? eventsInOrder(events)[0];
}
