import { eq, getTableColumns } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { guestbookUshers, invitationPlans, invitations, users } from '../../db/schema';
import { forbidden, notFound, unauthorized } from '../../http/http-error';
import { bearerTokenOf } from '../../plugins/services';
import {
  assertRole,
  OWNER_ONLY,
  roleOn,
  rootInvitationId,
  type InvitationNeed,
  type InvitationRow,
} from '../invitations/ownership';
import { guestbookRefusal } from '../invitations/plan-rules';
import { isUsherToken, USHER_ACCESS_ENDED, verifyUsherToken } from './usher-token';

/**
 * Who is using the guestbook of an invitation: an account with a role on it ('owner': its owner or a
 * member, docs/product.md#members), or an usher the owner gave access (docs/product.md#guestbook).
 * `name` is what a check-in records as its usher; `rootId` is the invitation the guestbook belongs
 * to (the root, as the guests).
 */
export type GuestbookViewer = {
  role: 'owner' | 'usher';
  name: string;
  /** The signed-in account (the owner or a member); null for an usher's access. */
  userId: string | null;
  usherId: string | null;
  rootId: string;
  invitation: InvitationRow;
};

export const GUESTBOOK_NOT_ENABLED = 'Buku tamu belum diaktifkan. Aktifkan di Pengaturan › Umum.';
export { OWNER_ONLY };
const NOT_THIS_INVITATION = 'Akses ini bukan untuk undangan ini';

/** The invitation, whether its plan has the guestbook, and its owner's account name: one query. */
export async function invitationWithPlan(app: FastifyInstance, invitationId: string) {
  const [row] = await app.db
    .select({
      invitation: getTableColumns(invitations),
      withGuestbook: invitationPlans.with_guestbook,
      ownerName: users.name,
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.user_id))
    .leftJoin(invitationPlans, eq(invitationPlans.id, invitations.plan_id))
    .where(eq(invitations.id, invitationId));
  if (!row) throw notFound('Undangan tidak ditemukan');
  return row;
}

export type InvitationWithPlan = Awaited<ReturnType<typeof invitationWithPlan>>;

export type GuestbookViewerOptions = {
  /** Refuses ushers: for the calls only an account with a role on the invitation makes. */
  ownerOnly?: boolean;
  /**
   * What an account needs (ownership.ts): the editors manage the guestbook and check guests in, the
   * viewers read it ('read' by default).
   */
  need?: InvitationNeed;
  /** How the invitation is read (invitationWithPlan by default; the hub shares one read among its hellos). */
  invitationOf?: (invitationId: string) => Promise<InvitationWithPlan>;
};

/** An account's name (a member's, as a check-in's usher). */
async function nameOf(app: FastifyInstance, userId: string): Promise<string> {
  const [user] = await app.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return user?.name ?? '';
}

/** A live usher access (not revoked, not expired), or a 401. */
async function liveUsher(app: FastifyInstance, usherId: string) {
  const [usher] = await app.db.select().from(guestbookUshers).where(eq(guestbookUshers.id, usherId));
  if (!usher || usher.revoked_at || Date.parse(usher.expires_at) <= Date.now()) throw unauthorized(USHER_ACCESS_ENDED);
  return usher;
}

/**
 * The viewer of an invitation's guestbook from a bearer token: the owner's access token (the
 * invitation must be theirs) or an usher token (its access live, for this invitation's root). 401
 * without a token or with one that does not work; 403 for an usher where `ownerOnly`, for someone
 * else's invitation, and while the plan lacks the guestbook or `use_guestbook` is off.
 */
export async function guestbookViewer(
  app: FastifyInstance,
  token: string | null,
  invitationId: string,
  options: GuestbookViewerOptions = {},
): Promise<GuestbookViewer> {
  if (!token) throw unauthorized();
  const invitationOf = options.invitationOf ?? ((id: string) => invitationWithPlan(app, id));
  let viewer: GuestbookViewer;
  let withGuestbook: boolean;
  if (isUsherToken(token)) {
    const claims = await verifyUsherToken(app.tokens.key, token);
    // A signed usher token's two reads at once; a refused access is still told before a missing invitation.
    const invitation = invitationOf(invitationId);
    invitation.catch(() => undefined);
    const usher = await liveUsher(app, claims.usherId);
    const found = await invitation;
    const rootId = rootInvitationId(found.invitation);
    if (usher.invitation_id !== rootId || claims.rootId !== rootId) throw forbidden(NOT_THIS_INVITATION);
    if (options.ownerOnly) throw forbidden(OWNER_ONLY);
    viewer = { role: 'usher', name: usher.name, userId: null, usherId: usher.id, rootId, invitation: found.invitation };
    withGuestbook = found.withGuestbook === true;
  } else {
    const session = await app.tokens.verify(token);
    const found = await invitationOf(invitationId);
    const role = assertRole(await roleOn(app.db, session.userId, found.invitation), options.need ?? 'read');
    const rootId = rootInvitationId(found.invitation);
    const name = role === 'owner' ? found.ownerName : await nameOf(app, session.userId);
    viewer = { role: 'owner', name, userId: session.userId, usherId: null, rootId, invitation: found.invitation };
    withGuestbook = found.withGuestbook === true;
  }
  await assertGuestbookOpen(app, viewer.invitation, withGuestbook);
  return viewer;
}

/** 403 unless the invitation's plan has the guestbook and the invitation has it on. */
export async function assertGuestbookOpen(
  app: FastifyInstance,
  invitation: Pick<InvitationRow, 'use_guestbook'>,
  withGuestbook: boolean,
): Promise<void> {
  if (!withGuestbook) throw await guestbookRefusal(app.db);
  if (!invitation.use_guestbook) throw forbidden(GUESTBOOK_NOT_ENABLED);
}

/**
 * The viewer of a route's request (its `Authorization: Bearer …`) for an invitation's guestbook: a
 * GET reads, any other method changes (an account needs 'edit' for it).
 */
export const requestViewer = (
  app: FastifyInstance,
  request: FastifyRequest,
  invitationId: string,
  options: { ownerOnly?: boolean } = {},
): Promise<GuestbookViewer> =>
  guestbookViewer(app, bearerTokenOf(request), invitationId, {
    ...options,
    need: request.method === 'GET' ? 'read' : 'edit',
  });
