import { count, eq } from 'drizzle-orm';
import { invitationEvents, invitations } from '../../db/schema';
import type { Transaction } from './content-order';

/**
 * Per-event answers follow the events (docs/product.md#rsvp): the invitation's second event turns
 * `use_multiple_event` on, and going back to one event (or none) turns it off. In between the owner's
 * switch in the Acara editor stands: a third event does not turn back on what they turned off.
 */
export async function followEventCount(tx: Transaction, invitationId: string, action: 'create' | 'delete') {
  const [row] = await tx
    .select({ events: count() })
    .from(invitationEvents)
    .where(eq(invitationEvents.invitation_id, invitationId));
  const events = row?.events ?? 0;
  const turn = action === 'create' ? (events === 2 ? true : null) : events <= 1 ? false : null;
  if (turn === null) return;
  await tx.update(invitations).set({ use_multiple_event: turn }).where(eq(invitations.id, invitationId));
}
