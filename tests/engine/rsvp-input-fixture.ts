import type { RsvpInput } from '../../engine/machines/rsvp.machine';
import type { InvitationEvent } from '../../schemas/entities/invitation-event.schema';

/**
 * The RSVP machine's input for the tests of one invitation's `events`: a guest-book invitation that
 * asks per event, opened without a personal link; a test changes what it needs in `overrides`.
 */
export const rsvpInputOf =
  (events: InvitationEvent[]) =>
  (overrides: Partial<RsvpInput> = {}): RsvpInput => ({
    invitationId: 'inv-1',
    useMultipleEvent: true,
    useGuestbook: true,
    events,
    guest: null,
    ...overrides,
  });
