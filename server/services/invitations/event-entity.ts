import type { InvitationEvent } from '../../../schemas/entities/invitation-event.schema';
import { invitationEvents } from '../../db/schema';
import { entityRow } from '../../db/entity-row';

type EventRow = typeof invitationEvents.$inferSelect;

/** An event row as entity/invitation-event: its time zone named (WIB unless set) when it has `extra`. */
export function eventEntity({ invitation_id: _invitation, extra, ...row }: EventRow): InvitationEvent {
  return { ...entityRow(invitationEvents, row), ...(extra && { extra: { timezone: extra.timezone ?? 'WIB' } }) };
}
