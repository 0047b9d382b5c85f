import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { accountTokens } from '../../db/schema';

export type AccountLinkPurpose = (typeof accountTokens.$inferSelect)['purpose'];
export type AccountLink = typeof accountTokens.$inferSelect;

/** How long a link mailed to an owner (or a Google sign-in's one-time code) works, per purpose. */
export const ACCOUNT_LINK_LIFETIME_MS: Record<AccountLinkPurpose, number> = {
  'password-reset': 30 * 60_000,
  'email-verification': 7 * 24 * 60 * 60_000,
  // Not mailed: the code the app's page trades for a session at once, after Google's answer.
  'google-sign-in': 2 * 60_000,
};

/** The SHA-256 of a link token: what the database keeps of it. */
export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link token (256 random bits) and the hash to keep of it. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOf(token) };
}

/**
 * A new single-use link token for `userId` (mailed to `email`): 256 random bits, of which only the hash
 * is kept, so a copy of the database opens no account.
 */
export async function issueAccountLink(
  db: Database,
  { userId, purpose, email }: { userId: string; purpose: AccountLinkPurpose; email: string },
  now = Date.now(),
): Promise<string> {
  const { token, hash } = newLinkToken();
  await db.insert(accountTokens).values({
    user_id: userId,
    purpose,
    email,
    token_hash: hash,
    expires_at: new Date(now + ACCOUNT_LINK_LIFETIME_MS[purpose]).toISOString(),
  });
  return token;
}

const usable = (token: string, purpose: AccountLinkPurpose, now: number) =>
  and(
    eq(accountTokens.token_hash, hashOf(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.used_at),
    gt(accountTokens.expires_at, new Date(now).toISOString()),
  );

/** The link of `token` while it may still be used (not used, not expired), without using it. */
export async function usableAccountLink(
  db: Database,
  token: string,
  purpose: AccountLinkPurpose,
  now = Date.now(),
): Promise<AccountLink | undefined> {
  const [link] = await db
    .select()
    .from(accountTokens)
    .where(usable(token, purpose, now));
  return link;
}

/**
 * Uses the link of `token` (once: of two requests at the same moment, one gets it) and every other
 * unused link of the same purpose of its account (an older reset mail stops working once one was used).
 */
export async function useAccountLink(
  db: Database,
  token: string,
  purpose: AccountLinkPurpose,
  now = Date.now(),
): Promise<AccountLink | undefined> {
  const at = new Date(now).toISOString();
  const [link] = await db
    .update(accountTokens)
    .set({ used_at: at })
    .where(usable(token, purpose, now))
    .returning();
  if (link) {
    await db
      .update(accountTokens)
      .set({ used_at: at })
      .where(
        and(eq(accountTokens.user_id, link.user_id), eq(accountTokens.purpose, purpose), isNull(accountTokens.used_at)),
      );
  }
  return link;
}
