import type { InvitationEvent } from '../../schemas/entities/invitation-event.schema';

/** Events in time order. */
export function eventsInOrder(events: readonly InvitationEvent[] = []): InvitationEvent[] {
  return [...events].sort((a, b) => a.start_date.localeCompare(b.start_date));
}

/** The event marked main, else the first in time; what the opening date and countdown point at. */
export function mainEvent(events: readonly InvitationEvent[] = []): InvitationEvent | undefined {
  return events.find((e) => e.is_main_event) ?? eventsInOrder(events)[0];
}
