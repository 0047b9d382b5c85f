import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { invitations } from '../../db/schema';
import { HttpError, notFound } from '../../http/http-error';
import { bearerTokenOf } from '../../plugins/services';
import { roleOn, type InvitationRow } from './ownership';

export const INVITATION_NOT_FOUND = 'Undangan tidak ditemukan';
import { INVITATION_INACTIVE, INVITATION_SUSPENDED } from '../../../schemas/invitation-unavailable';

/**
 * The owner whose bearer token a public call carries, or null. The app sends the stored token on
 * every call, so the owner's own preview sees their draft; a missing, stale or forged token is a
 * stranger, never a 401 (a guest's page must not fail on a token left in their browser).
 */
export async function viewerOf(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  const token = bearerTokenOf(request);
  if (!token) return null;
  return app.tokens.verify(token).then(
    (session) => session.userId,
    () => null,
  );
}

/** An invitation whose `expired_at` has passed. */
export const isExpired = (row: Pick<InvitationRow, 'expired_at'>, now = Date.now()): boolean =>
  row.expired_at !== null && Date.parse(row.expired_at) <= now;

/**
 * Whether the caller may preview the invitation while it is a draft: its owner, or one of its members
 * (docs/product.md#members; asked only of a draft someone other than the owner calls for).
 */
export async function mayPreview(
  db: Database,
  row: Pick<InvitationRow, 'id' | 'parent_id' | 'user_id' | 'status'>,
  viewerId: string | null,
): Promise<boolean> {
  if (viewerId === null) return false;
  if (row.user_id === viewerId) return true;
  return row.status !== 'published' && (await roleOn(db, viewerId, row)) !== null;
}

/**
 * An invitation as a visitor may see it: a draft only by those who `mayPreview` it (anyone else gets
 * the 404 of an unknown slug, so a draft's existence does not leak); a suspended one and an expired
 * one by nobody through the public calls (410 'Undangan ini sedang tidak tersedia.', 410 'Undangan ini
 * sudah tidak aktif.'; the owner reads it through the owner calls).
 */
export function assertVisible<Row extends Pick<InvitationRow, 'status' | 'expired_at' | 'suspended_reason'>>(
  row: Row,
  previewer: boolean,
): Row {
  if (row.status !== 'published' && !previewer) throw notFound(INVITATION_NOT_FOUND);
  if (row.suspended_reason !== null) throw new HttpError(410, INVITATION_SUSPENDED);
  if (isExpired(row)) throw new HttpError(410, INVITATION_INACTIVE);
  return row;
}

/** The invitation with this slug if the caller may see it: 404 for none (or another's draft), 410 once suspended or expired. */
export async function visibleInvitationBySlug(db: Database, slug: string, viewerId: string | null) {
  const [row] = await db.select().from(invitations).where(eq(invitations.slug, slug));
  if (!row) throw notFound(INVITATION_NOT_FOUND);
  return assertVisible(row, await mayPreview(db, row, viewerId));
}

/**
 * The invitation a guest write names (wish, RSVP, gift confirmation), if it takes guests' writes:
 * as `assertVisible`, where a root also counts as published when one of its versions is, since a
 * version's guests write to the root (its `parent_id`).
 */
export async function invitationOpenToGuests(db: Database, row: InvitationRow, viewerId: string | null) {
  const previewer = await mayPreview(db, row, viewerId);
  if (row.status !== 'published' && !previewer && !row.parent_id) {
    const [published] = await db
      .select({ id: invitations.id })
      .from(invitations)
      .where(and(eq(invitations.parent_id, row.id), eq(invitations.status, 'published')))
      .limit(1);
    if (published) return assertVisible({ ...row, status: 'published' }, previewer);
  }
  return assertVisible(row, previewer);
}
