import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountDeletePayload } from '../../../schemas/payloads/account.payload';
import type { Database } from '../../db/database';
import { invitations, media, users } from '../../db/schema';
import { conflict } from '../../http/http-error';
import { validationError } from '../../http/validation';
import type { MediaStorage } from '../media/storage/storage-contract';
import { hasPassword } from './account-details';
import { normalizeEmail, WRONG_CURRENT_PASSWORD, type UserRow } from './account-user';
import { verifyPassword } from './password-hash';
import { uploadsInUse } from './uploads-in-use';

export const ACCOUNT_OWNS_INVITATIONS =
  'Akun ini masih memiliki undangan. Serahkan setiap undangan kepada anggota lain atau hapus undangan itu dulu, lalu hapus akun.';
export const EMAIL_NOT_TYPED = 'Ketik email akun Anda persis seperti tertulis';

/**
 * That the one deleting the account is its owner: the current password, or for an account without
 * one (a sign-in elsewhere) its e-mail typed out. Named at the field the page shows.
 */
export async function assertAccountConfirmed(user: UserRow, payload: AccountDeletePayload): Promise<void> {
  if (hasPassword(user)) {
    const password = payload.current_password ?? '';
    if (!password) throw validationError([{ field: 'current_password', message: 'Kata sandi saat ini wajib diisi' }]);
    if (!(await verifyPassword(user.password_hash, password))) {
      throw validationError([{ field: 'current_password', message: WRONG_CURRENT_PASSWORD }]);
    }
  } else if (normalizeEmail(payload.confirm_email ?? '') !== user.email) {
    throw validationError([{ field: 'confirm_email', message: EMAIL_NOT_TYPED }]);
  }
}

/** 409 while the account owns an invitation (docs/product.md#accounts: each is handed over or deleted first). */
async function assertOwnsNoInvitation(db: Pick<Database, 'select'>, userId: string): Promise<void> {
  const [owned] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(eq(invitations.user_id, userId))
    .limit(1);
  if (owned) throw conflict(ACCOUNT_OWNS_INVITATIONS);
}

/**
 * Deletes an account that owns no invitation: its row and, through the database's cascades, its
 * sessions (refresh tokens: every access token stops at once), its mailed links and its uploads'
 * rows; then the uploaded files themselves. An upload an invitation it worked on still shows (a
 * member's photo of the couple, an owner's after handing the invitation over) stays, as the upload
 * of that invitation's owner. The account's row is locked first, so an invitation
 * created meanwhile either is seen here (and refuses) or fails for want of its owner. A file the
 * storage cannot remove is logged (nothing links to it any more); the account is gone either way.
 */
export async function deleteAccount(
  db: Database,
  storage: MediaStorage,
  log: FastifyBaseLogger,
  userId: string,
): Promise<void> {
  const uploads = await db.select({ path: media.path }).from(media).where(eq(media.user_id, userId));
  const inUse = await uploadsInUse(
    db,
    userId,
    uploads.map((upload) => upload.path),
  );
  const paths = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await assertOwnsNoInvitation(tx, userId);
    for (const [path, owner] of inUse) {
      await tx
        .update(media)
        .set({ user_id: owner })
        .where(and(eq(media.user_id, userId), eq(media.path, path)));
    }
    const left = await tx.select({ path: media.path }).from(media).where(eq(media.user_id, userId));
    await tx.delete(users).where(eq(users.id, userId));
    return left.map((upload) => upload.path);
  });
  for (const path of paths) {
    await storage
      .delete(path)
      .catch((error: unknown) => log.error({ err: error, path }, 'a deleted account’s file stayed'));
  }
}

/** The check before asking for the password: an account that owns invitations hears why at once. */
export const assertDeletable = (db: Database, userId: string) => assertOwnsNoInvitation(db, userId);
