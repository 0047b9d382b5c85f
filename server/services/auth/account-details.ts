import { and, asc, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { ProfileUpdatePayload } from '../../../schemas/payloads/account.payload';
import type { Database } from '../../db/database';
import { accountTokens, invitations, users } from '../../db/schema';
import { validationError } from '../../http/validation';
import { isOwnImageUpload } from '../media/own-upload';
import { accountOf, publicUser, type UserRow } from './account-user';

export const PHOTO_NOT_YOURS = 'Foto tidak ditemukan di unggahan Anda. Unggah ulang fotonya.';

/**
 * Whether the account has a password to confirm changes with: an argon2 hash. An account made by a
 * sign-in elsewhere (Google) may have none, and confirms by typing its e-mail instead.
 */
export const hasPassword = (user: Pick<UserRow, 'password_hash'>) => Boolean(user.password_hash?.startsWith('$argon2'));

/** The invitations `userId` owns (roots: a version goes with its invitation), oldest first. */
export const ownedInvitations = (db: Database, userId: string) =>
  db
    .select({ id: invitations.id, slug: invitations.slug })
    .from(invitations)
    .where(and(eq(invitations.user_id, userId), isNull(invitations.parent_id)))
    .orderBy(asc(invitations.created_at), asc(invitations.id));

/**
 * The address the account is changing to: the newest verification link still usable that was mailed
 * to another address than the account's (server/routes/account-links.routes.ts, PUT /v1/auth/email).
 */
async function pendingEmailOf(db: Database, user: UserRow, now: number): Promise<string | null> {
  const [link] = await db
    .select({ email: accountTokens.email })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.user_id, user.id),
        eq(accountTokens.purpose, 'email-verification'),
        ne(accountTokens.email, user.email),
        isNull(accountTokens.used_at),
        gt(accountTokens.expires_at, new Date(now).toISOString()),
      ),
    )
    .orderBy(desc(accountTokens.created_at))
    .limit(1);
  return link?.email ?? null;
}

/**
 * What the "Akun Saya" page shows (schemas/responses/account.ts; the user's unset fields as null, as
 * GET /v1/auth/me answers them).
 */
export async function accountDetails(db: Database, userId: string, now: number) {
  const user = await accountOf(db, userId);
  const [pending_email, owned_invitations] = await Promise.all([
    pendingEmailOf(db, user, now),
    ownedInvitations(db, user.id),
  ]);
  return { user: publicUser(user), pending_email, has_password: hasPassword(user), owned_invitations };
}

/** Refuses a photo that is not an image this owner uploaded (POST /v1/media answers its `/media/…` address). */
async function assertOwnPhoto(db: Database, userId: string, address: string): Promise<void> {
  if (!(await isOwnImageUpload(db, userId, address))) {
    throw validationError([{ field: 'profile_picture', message: PHOTO_NOT_YOURS }]);
  }
}

/** Changes the owner's name and photo (what the payload names; null removes the photo). */
export async function updateProfile(db: Database, userId: string, { name, profile_picture }: ProfileUpdatePayload) {
  if (profile_picture) await assertOwnPhoto(db, userId, profile_picture);
  const [user] = await db
    .update(users)
    .set({
      ...(name !== undefined && { name: name.trim() }),
      ...(profile_picture !== undefined && { profile_picture }),
    })
    .where(eq(users.id, userId))
    .returning();
  return publicUser(user ?? (await accountOf(db, userId)));
}
