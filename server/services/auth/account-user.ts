import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { forbidden, unauthorized } from '../../http/http-error';

export type UserRow = typeof users.$inferSelect;

/**
 * The user as the data model describes it (docs/product.md#data-model): never the password hash, nor
 * the Google account it is linked to.
 */
export function publicUser({ password_hash: _hash, google_subject: _subject, created_at: _created, ...user }: UserRow) {
  return user;
}

/** E-mails are compared in lower case; passwords are never altered (no trimming, no case change). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The signed-in owner's row, or 401 when the account is gone. */
export async function accountOf(db: Database, userId: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized();
  return user;
}

/** A change to the account confirmed with a password that is not the account's. */
export const WRONG_CURRENT_PASSWORD = 'Kata sandi saat ini salah';

export const EMAIL_NOT_VERIFIED =
  'Verifikasi email Anda dulu untuk menerbitkan undangan. Tautannya sudah kami kirim ke email Anda.';

/** An unverified account may do everything but publish (docs/product.md#accounts): 403 until it is verified. */
export async function assertEmailVerified(db: Database, userId: string): Promise<void> {
  const user = await accountOf(db, userId);
  if (!user.email_verified_at) throw forbidden(EMAIL_NOT_VERIFIED);
}
