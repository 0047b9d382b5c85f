import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { USHER_ACCESS_MAX_DAYS, type UsherAccessPayload } from '../../../schemas/requests/guestbook';
import type { UsherAccess, UsherSessionResult } from '../../../schemas/responses/guestbook';
import { guestbookUshers } from '../../db/schema';
import { databaseErrorOf } from '../../http/database-errors';
import { unauthorized } from '../../http/http-error';
import { validationError } from '../../http/validation';
import { isoTimestamp } from '../../db/entity-time';
import { assertGuestbookOpen, invitationWithPlan } from './guestbook-viewer';
import { USHER_ACCESS_ENDED_CHANNEL } from './usher-sockets';
import { signUsherToken } from './usher-token';

/**
 * Usher access (docs/product.md#guestbook): the owner gives an usher a short code with a name and an
 * expiry; the usher's device trades the code for an usher token; the owner may revoke it at once.
 */

type UsherRow = typeof guestbookUshers.$inferSelect;

export const CODE_NOT_VALID = 'Kode akses tidak berlaku';
/** USHER_CODE_PATTERN's alphabet: capitals and digits without 0/O and 1/I. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const DAY_MS = 86_400_000;

export const usherAccessOf = (row: UsherRow): UsherAccess => ({
  id: row.id,
  name: row.name,
  code: row.code,
  expires_at: isoTimestamp(row.expires_at),
  revoked_at: row.revoked_at === null ? null : isoTimestamp(row.revoked_at),
  created_at: isoTimestamp(row.created_at),
});

const randomCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** 400 at `expires_at` unless it is in the future and at most USHER_ACCESS_MAX_DAYS ahead. */
function assertExpiry(expiresAt: string, now = Date.now()) {
  const at = Date.parse(expiresAt);
  const message =
    at <= now
      ? 'Batas waktu akses harus setelah saat ini'
      : at > now + USHER_ACCESS_MAX_DAYS * DAY_MS
        ? `Akses penerima tamu paling lama ${USHER_ACCESS_MAX_DAYS} hari`
        : undefined;
  if (message) throw validationError([{ field: 'expires_at', message }]);
}

/** Every usher access of a guestbook, the newest first (revoked and expired ones too). */
export async function usherAccesses(app: FastifyInstance, rootId: string): Promise<UsherAccess[]> {
  const rows = await app.db
    .select()
    .from(guestbookUshers)
    .where(eq(guestbookUshers.invitation_id, rootId))
    .orderBy(desc(guestbookUshers.created_at), desc(guestbookUshers.id));
  return rows.map(usherAccessOf);
}

/** A new usher access with a random code, unique among all (a clash, however unlikely, draws again). */
export async function createUsherAccess(
  app: FastifyInstance,
  rootId: string,
  { name, expires_at }: UsherAccessPayload,
): Promise<UsherAccess> {
  assertExpiry(expires_at);
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await app.db
        .insert(guestbookUshers)
        .values({ invitation_id: rootId, name, expires_at, code: randomCode() })
        .returning();
      return usherAccessOf(row!);
    } catch (error) {
      const clash = databaseErrorOf(error)?.constraint === 'guestbook_ushers_code_unique';
      if (!clash || attempt >= 4) throw error;
    }
  }
}

/**
 * Revokes an access (once: a second revoke keeps the first time); its token stops working at once,
 * and every process is told (USHER_ACCESS_ENDED_CHANNEL) to close its open sockets.
 */
export async function revokeUsherAccess(app: FastifyInstance, usherId: string): Promise<UsherAccess> {
  await app.db
    .update(guestbookUshers)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(guestbookUshers.id, usherId), isNull(guestbookUshers.revoked_at)));
  await app.notifications.notify(USHER_ACCESS_ENDED_CHANNEL, usherId);
  const [row] = await app.db.select().from(guestbookUshers).where(eq(guestbookUshers.id, usherId));
  return usherAccessOf(row!);
}

/**
 * An usher token for a live code (not revoked, not expired) whose invitation has the guestbook on;
 * 401 'Kode akses tidak berlaku' for any other code.
 */
export async function usherSession(app: FastifyInstance, code: string): Promise<UsherSessionResult> {
  const [usher] = await app.db.select().from(guestbookUshers).where(eq(guestbookUshers.code, code));
  if (!usher || usher.revoked_at || Date.parse(usher.expires_at) <= Date.now()) throw unauthorized(CODE_NOT_VALID);
  const found = await invitationWithPlan(app, usher.invitation_id);
  await assertGuestbookOpen(app, found.invitation, found.withGuestbook === true);
  const expiresAt = isoTimestamp(usher.expires_at);
  const token = await signUsherToken(app.tokens.key, { usherId: usher.id, rootId: usher.invitation_id }, expiresAt);
  return { token, invitation_id: usher.invitation_id, name: usher.name, expires_at: expiresAt };
}
