import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../server/db/database';
import { guests, rsvpEntries } from '../../server/db/schema';
import { callAs, serverWithTwoOwners, type Owner } from './harness';
import { okData } from './guest-sample';
import { planId, storeSample } from './invitation-sample';

/**
 * A guestbook test's world: the seeded demo, Raka (owner) with the sample invitation `gb` on the
 * Luxury plan with the guestbook on (`gb-invitation`), a stranger with `lain` on the same plan, and
 * guests added as a test needs them.
 */
export async function guestbookWorld() {
  const world = await serverWithTwoOwners();
  const luxury = await planId(world.db, 'luxury');
  const page = await storeSample(world.db, world.owner.user.id, 'gb', { plan_id: luxury });
  const strangerPage = await storeSample(world.db, world.other.user.id, 'lain', { plan_id: luxury });
  return {
    ...world,
    luxury,
    invitationId: page.invitation.id,
    /** The sample's events, the first (akad) first. */
    eventIds: (page.invitation.invitation_event ?? []).map((event) => event.id),
    strangerInvitationId: strangerPage.invitation.id,
  };
}

export type GuestSpec = { name?: string; group?: string | null; pax?: number; attend?: boolean };

/**
 * Guests `<prefix>-<n>` of an invitation (their answers for `eventId` when `attend` is given), in
 * one insert each; answers their ids.
 */
export async function addGuests(
  db: Database,
  invitationId: string,
  prefix: string,
  specs: GuestSpec[],
  eventId?: string,
): Promise<string[]> {
  const rows = specs.map((spec, n) => ({
    id: `${prefix}-${n}`,
    invitation_id: invitationId,
    name: spec.name ?? `Tamu ${prefix} ${n + 1}`,
    group: spec.group ?? null,
    code: `${prefix}${n}`.padEnd(12, 'x').slice(0, 40),
  }));
  await db.insert(guests).values(rows);
  const answers = specs.flatMap((spec, n) =>
    spec.attend === undefined || !eventId
      ? []
      : [{ guest_id: rows[n]!.id, event_id: eventId, is_attend: spec.attend, pax: spec.pax ?? 1 }],
  );
  if (answers.length) await db.insert(rsvpEntries).values(answers);
  return rows.map((row) => row.id);
}

/** A check-in payload made as a device makes it: a new UUID, now on its clock. */
export const checkInBody = (guestId: string, pax = 1, id: string = randomUUID()) => ({
  id,
  guest_id: guestId,
  pax,
  checked_in_at: new Date().toISOString(),
});

export const guestbookPath = (invitationId: string, rest: string) => `/v1/invitation/${invitationId}/guestbook/${rest}`;

/** A day from now, as an usher access's expiry. */
export const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

/** Usher access made by the owner and signed in with: its id, code and the usher's bearer header. */
export async function signedInUsher(app: FastifyInstance, owner: Owner, invitationId: string, name = 'Penerima Tamu') {
  const access = okData<{ id: string; code: string }>(
    await callAs(app, 'POST', guestbookPath(invitationId, 'usher'), owner, { name, expires_at: tomorrow() }),
    201,
  );
  const session = okData<{ token: string; invitation_id: string; name: string }>(
    await app.inject({
      method: 'POST',
      url: '/v1/guestbook/usher/session',
      payload: { code: access.code },
      remoteAddress: `10.9.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`,
    }),
  );
  return { ...access, session, headers: { authorization: `Bearer ${session.token}` } };
}

/**
 * The guestbook's world on the day: guestbookWorld with guests `<prefix>-<n>` (a number of them
 * without answers, or one a spec, answering for the first event where it says `attend`) and an usher
 * signed in as `usherName`.
 */
export async function guestbookAtTheDoor(prefix: string, guests: number | GuestSpec[], usherName: string) {
  const world = await guestbookWorld();
  const specs = typeof guests === 'number' ? Array.from({ length: guests }, () => ({})) : guests;
  const guestIds = await addGuests(world.db, world.invitationId, prefix, specs, world.eventIds[0]);
  const usher = await signedInUsher(world.app, world.owner, world.invitationId, usherName);
  return { ...world, guestIds, usher };
}

export type SignedInUsher = Awaited<ReturnType<typeof signedInUsher>>;
