import { and, asc, eq } from 'drizzle-orm';
import type { GuestEnvelopePayload } from '../../../schemas/requests/guestbook-desk';
import type { GuestEnvelope } from '../../../schemas/responses/guestbook-desk';
import type { Database } from '../../db/database';
import { isoTimestamp } from '../../db/entity-time';
import { guests } from '../../db/schema';
import { guestEnvelopes } from '../../db/venue-desk-tables';
import { notFound } from '../../http/http-error';
import { NOT_THIS_INVITATIONS_GUEST } from './check-in';
import type { GuestbookViewer } from './guestbook-viewer';

/*
 * Envelopes (angpao) handed in at the desk (docs/product.md#guestbook): one record per guest, the
 * latest count and note written over the one before (a retry is the same write); a count of 0
 * removes it. Never needed for a check-in.
 */

type Who = Pick<GuestbookViewer, 'rootId' | 'name'>;
type EnvelopeRow = typeof guestEnvelopes.$inferSelect;

const envelopeOf = ({ invitation_id: _invitation, recorded_at, ...row }: EnvelopeRow): GuestEnvelope => ({
  ...row,
  recorded_at: isoTimestamp(recorded_at),
});

/** Writes a guest's envelopes: the record as stored, or null when the count is 0 (none). 404 for another invitation's guest. */
export async function recordEnvelope(
  db: Database,
  who: Who,
  body: GuestEnvelopePayload,
): Promise<GuestEnvelope | null> {
  const [guest] = await db
    .select({ id: guests.id })
    .from(guests)
    .where(and(eq(guests.id, body.guest_id), eq(guests.invitation_id, who.rootId)));
  if (!guest) throw notFound(NOT_THIS_INVITATIONS_GUEST);
  if (body.count === 0) {
    await db.delete(guestEnvelopes).where(eq(guestEnvelopes.guest_id, guest.id));
    return null;
  }
  const note = body.note?.trim() || null;
  const values = { count: body.count, note, usher_name: who.name, recorded_at: new Date().toISOString() };
  const [row] = await db
    .insert(guestEnvelopes)
    .values({ guest_id: guest.id, invitation_id: who.rootId, ...values })
    .onConflictDoUpdate({ target: guestEnvelopes.guest_id, set: values })
    .returning();
  return envelopeOf(row!);
}

/** Every envelope record of the invitation's guests, by guest id. */
export async function envelopesByGuest(db: Database, rootId: string): Promise<Map<string, GuestEnvelope>> {
  const rows = await db
    .select()
    .from(guestEnvelopes)
    .where(eq(guestEnvelopes.invitation_id, rootId))
    .orderBy(asc(guestEnvelopes.recorded_at));
  return new Map(rows.map((row) => [row.guest_id, envelopeOf(row)]));
}
