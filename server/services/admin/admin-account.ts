import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { hashPassword } from '../auth/password-hash';
import { normalizeEmail } from '../auth/account-user';
import { logOperatorAction } from './operator-log';
import { ADMIN_ROLE } from './operator-role';

/** What `npm run admin:create` did: the account, whether it was made now (with its one-time password), or was already an operator. */
export type AdminAccountResult =
  | { outcome: 'created'; userId: string; email: string; password: string }
  | { outcome: 'promoted' | 'already'; userId: string; email: string };

/** A password to sign in with once and change at once: 24 random characters. */
const oneTimePassword = () => randomBytes(18).toString('base64url');

/**
 * `npm run admin:create -- <email>` (docs/product.md#operator-console): the account with this e-mail
 * becomes an operator; when there is none, one is made with a random password (answered once, to be
 * changed on Akun Saya) and its e-mail counted as verified (whoever runs the command runs the server).
 * Logged as the operator's own action, in the same transaction.
 */
export async function makeAdmin(db: Database, emailTyped: string, now = Date.now()): Promise<AdminAccountResult> {
  const email = normalizeEmail(emailTyped);
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, email)).for('update');
    if (existing?.role === ADMIN_ROLE) return { outcome: 'already', userId: existing.id, email };
    const stamp = new Date(now).toISOString();
    const [user] = existing
      ? await tx.update(users).set({ role: ADMIN_ROLE }).where(eq(users.id, existing.id)).returning()
      : await tx
          .insert(users)
          .values({ name: 'Operator', email, password_hash: passwordHash, role: ADMIN_ROLE, email_verified_at: stamp })
          .returning();
    const action = existing ? 'admin.promote' : 'admin.create';
    await logOperatorAction(tx, { userId: user!.id, at: now }, action, `user:${user!.id}`, {
      email,
      via: 'npm run admin:create',
      ...(existing && { role_before: existing.role }),
    });
    return existing
      ? { outcome: 'promoted', userId: user!.id, email }
      : { outcome: 'created', userId: user!.id, email, password };
  });
}
