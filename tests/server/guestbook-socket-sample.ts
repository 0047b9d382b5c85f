import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { guests, invitations } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { guestListInvitation } from './guest-sample';
import { registerOwner, type TestServer } from './harness';
import { planId } from './invitation-sample';

/**
 * For the socket tests: Raka's luxury invitation `gb` with the guestbook on and `guestCount` guests
 * (`gb-guest-1` …, "Tamu 1" …), his mediaval invitation `gb-mediaval` (no guestbook in its plan) and a
 * stranger's luxury invitation `gb-lain`.
 */
export async function guestbookSocketSample(server: TestServer, guestCount: number) {
  const db = server.database.db;
  await seedDemo(db);
  const owner = await registerOwner(server.app, 'Raka');
  const stranger = await registerOwner(server.app, 'Orang Lain');
  const luxury = await planId(db, 'luxury');
  const mediaval = await planId(db, 'mediaval');
  const made = [
    [owner, 'gb', luxury],
    [owner, 'gb-mediaval', mediaval],
    [stranger, 'gb-lain', luxury],
  ] as const;
  for (const [who, slug, plan] of made) {
    const { id } = await guestListInvitation(db, who.user.id, slug);
    await db.update(invitations).set({ plan_id: plan, use_guestbook: true }).where(eq(invitations.id, id));
  }
  const guestIds = Array.from({ length: guestCount }, (_, n) => `gb-guest-${n + 1}`);
  await db
    .insert(guests)
    .values(guestIds.map((id, n) => ({ id, invitation_id: 'gb-invitation', name: `Tamu ${n + 1}` })));
  return {
    owner,
    stranger,
    /** The owner's bearer token, as a hello carries it. */
    token: owner.headers.authorization.slice('Bearer '.length),
    invitationId: 'gb-invitation',
    guestIds,
  };
}

/** A check-in as a device sends it (POST …/guestbook/check-in). */
export const checkInBody = (guestId: string, pax = 1, id: string = randomUUID()) => ({
  id,
  guest_id: guestId,
  pax,
  checked_in_at: new Date().toISOString(),
});
