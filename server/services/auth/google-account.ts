import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import type { UserRow } from './account-user';
import { normalizeEmail } from './account-user';
import { GoogleSignInError, type GoogleClaims } from './google-sign-in';
import type { TokenService } from './session-tokens';

export type GoogleAccount = { user: UserRow; created: boolean };

/**
 * The account a Google sign-in opens (docs/product.md#accounts):
 * - the one linked to this Google account (its `sub`);
 * - else the one with the same e-mail, when Google vouches for the address (`email_verified`): it is
 *   linked from now on. An account whose address nobody had proven yet (someone may have signed up
 *   with another person's e-mail) loses its password and its sessions: the address's owner takes it;
 * - else a new account (provider 'google', Google's photo, the address verified when Google says so,
 *   no password: "Lupa kata sandi?" sets one).
 * An address Google does not vouch for never opens an existing account.
 */
export async function accountForGoogle(
  db: Database,
  tokens: TokenService,
  claims: GoogleClaims,
  now: number,
): Promise<GoogleAccount> {
  const [linked] = await db.select().from(users).where(eq(users.google_subject, claims.sub));
  if (linked) return { user: linked, created: false };
  if (!claims.email) throw new GoogleSignInError('failed', 'the ID token names no e-mail');
  const email = normalizeEmail(claims.email);
  const verifiedAt = new Date(now).toISOString();
  const [existing] = await db.select().from(users).where(eq(users.email, email));
  if (existing) {
    if (!claims.email_verified) throw new GoogleSignInError('unverified', 'an existing account’s e-mail, unverified');
    if (existing.google_subject)
      throw new GoogleSignInError('failed', 'the account is linked to another Google account');
    const unproven = !existing.email_verified_at;
    const [user] = await db
      .update(users)
      .set({
        google_subject: claims.sub,
        profile_picture: existing.profile_picture ?? claims.picture ?? null,
        ...(unproven && { email_verified_at: verifiedAt, password_hash: null }),
      })
      .where(eq(users.id, existing.id))
      .returning();
    if (unproven) await tokens.revokeOtherSessions({ userId: existing.id });
    return { user: user!, created: false };
  }
  const [user] = await db
    .insert(users)
    .values({
      // As long as a name typed at sign-up may be.
      name: (claims.name ?? email.split('@')[0]!).slice(0, 100),
      email,
      password_hash: null,
      provider: 'google',
      profile_picture: claims.picture ?? null,
      google_subject: claims.sub,
      email_verified_at: claims.email_verified ? verifiedAt : null,
    })
    .returning();
  return { user: user!, created: true };
}
