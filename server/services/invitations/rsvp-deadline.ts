import { eq } from 'drizzle-orm';
import { rsvpClosedAt } from '../../../engine/content/rsvp-deadline';
import { RSVP_CLOSED } from '../../../schemas/payloads/rsvp-closed';
import type { Database } from '../../db/database';
import { invitations } from '../../db/schema';
import { isoTimestamp } from '../../db/entity-time';
import { conflict } from '../../http/http-error';
import { rootInvitationId, type InvitationRow } from './ownership';

/** The deadline kept on a root invitation, as an ISO instant or null. */
export async function rootRsvpDeadline(db: Database, rootId: string): Promise<string | null> {
  const [root] = await db
    .select({ rsvp_deadline: invitations.rsvp_deadline })
    .from(invitations)
    .where(eq(invitations.id, rootId));
  return root?.rsvp_deadline ? isoTimestamp(root.rsvp_deadline) : null;
}

/**
 * The RSVP deadline of an invitation (docs/product.md#rsvp-deadline) as an ISO instant, or null for
 * none. It is a guest-facing setting, so it lives on the root invitation: a version reads its root's
 * (one query, only for a version).
 */
export async function rsvpDeadlineOf(
  db: Database,
  invitation: Pick<InvitationRow, 'id' | 'parent_id' | 'rsvp_deadline'>,
): Promise<string | null> {
  if (invitation.parent_id) return rootRsvpDeadline(db, rootInvitationId(invitation));
  return invitation.rsvp_deadline === null ? null : isoTimestamp(invitation.rsvp_deadline);
}

/** A guest's answer after the deadline: 409 'Konfirmasi kehadiran sudah ditutup', nothing changes. */
export async function assertRsvpOpen(db: Database, invitation: InvitationRow, now = Date.now()): Promise<void> {
  if (rsvpClosedAt(await rsvpDeadlineOf(db, invitation), now)) throw conflict(RSVP_CLOSED);
}
